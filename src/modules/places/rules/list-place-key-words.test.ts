import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { listPlaceKeyWords } from './list-place-key-words';
import { joinPlaceKey, toPlaceKey } from './to-place-key';

describe('listPlaceKeyWords', () => {
  it('folds accents and case, parts words at anything but letters and digits, and expands short forms', () => {
    expect(listPlaceKeyWords('City of Sto. Tomas')).toEqual(['city', 'of', 'santo', 'tomas']);
    expect(listPlaceKeyWords('Los Baños')).toEqual(['los', 'banos']);
    expect(listPlaceKeyWords('Los Ban\u0303os')).toEqual(['los', 'banos']);
    expect(listPlaceKeyWords('Poblacion I (Pob.)')).toEqual(['poblacion', 'i', 'pob']);
    expect(listPlaceKeyWords('Gen. Mariano Alvarez Mun.')).toEqual(['general', 'mariano', 'alvarez']);
    expect(listPlaceKeyWords(' -- ')).toEqual([]);
  });

  it('gives the words toPlaceKey joins, for any text', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 60 }), (text) => {
        expect(joinPlaceKey(listPlaceKeyWords(text))).toBe(toPlaceKey(text));
      }),
    );
  });
});
