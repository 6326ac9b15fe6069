import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { garbleAsMojibake } from './garble-as-mojibake';

describe('garbling text as a program reading UTF-8 through the wrong code page does', () => {
  it('writes ñ as PAGASA’s files do', () => {
    expect(garbleAsMojibake('Biñan', 'windows-1252')).toBe('BiÃ±an');
    expect(garbleAsMojibake('Biñan', 'cp437')).toBe('Bi├▒an');
    expect(garbleAsMojibake('PEÑA', 'iso-8859-1')).toBe('PEÃ\u0091A');
    expect(garbleAsMojibake('PEÑA', 'windows-1252')).toBe('PEÃ‘A');
    // The older files: UTF-8 read as Windows-1252, saved, and read again as code page 437.
    expect(garbleAsMojibake(garbleAsMojibake('City of Dasmariñas', 'windows-1252'), 'cp437')).toBe('City of Dasmari├â┬▒as');
  });

  it('leaves ASCII alone and turns every other character into two to four', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 20 }), fc.constantFrom('windows-1252', 'iso-8859-1', 'cp437'), (text, page) => {
        const garbled = garbleAsMojibake(text, page);
        expect(garbled.replace(/[^\x00-\x7f]/g, '')).toBe(text.replace(/[^\x00-\x7f]/g, ''));
        expect([...garbled]).toHaveLength(new TextEncoder().encode(text).length);
      }),
    );
    expect(garbleAsMojibake('Lipa City', 'cp437')).toBe('Lipa City');
  });
});
