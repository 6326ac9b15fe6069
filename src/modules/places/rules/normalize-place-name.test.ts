import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalizePlaceName } from './normalize-place-name';

describe('normalizePlaceName', () => {
  it('reduces the usual spellings to one key', () => {
    const keys = ['City of Dasmariñas', 'Dasmari├▒as', 'DASMARIÑAS CITY', 'dasmarinas', 'DasmariÃ±as'].map(normalizePlaceName);
    expect(new Set(keys)).toEqual(new Set(['dasmarinas']));
    expect(normalizePlaceName('Sto. Tomas')).toBe(normalizePlaceName('Santo Tomas'));
    expect(normalizePlaceName('Gen. Trias')).toBe(normalizePlaceName('General Trias'));
    expect(normalizePlaceName('Sta. Rosa City')).toBe(normalizePlaceName('City of Santa Rosa'));
  });

  it('keeps "City" when it is the whole name', () => {
    expect(normalizePlaceName('City')).toBe('city');
  });

  it('is idempotent and yields only lower-case letters and digits', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), (text) => {
        const key = normalizePlaceName(text);
        expect(key).toMatch(/^[a-z0-9]*$/);
        expect(normalizePlaceName(key)).toBe(normalizePlaceName(key));
      }),
    );
  });

  it('does not care about case or surrounding spaces', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Za-z][A-Za-z ]{0,30}$/), fc.nat(4), (text, pad) => {
        const padded = `${' '.repeat(pad)}${text.toUpperCase()}${' '.repeat(pad)}`;
        expect(normalizePlaceName(padded)).toBe(normalizePlaceName(text.toLowerCase()));
      }),
    );
  });

  it('reads ñ written through the wrong code page, once or twice over', () => {
    const keys = ['Bi├▒an', 'BiÃ±an', 'City of Bi├â┬▒an', 'BIÃƒÂ±AN CITY', 'Biñan'].map(normalizePlaceName);
    expect(new Set(keys)).toEqual(new Set(['binan']));
    expect(normalizePlaceName('PE├æAFRANCIA')).toBe('penafrancia');
  });
});
