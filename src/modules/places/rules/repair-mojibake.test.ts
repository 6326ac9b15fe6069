import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { garbleAsMojibake, type GarblingCodePage } from './garble-as-mojibake';
import { repairMojibake } from './repair-mojibake';

// Any code point, lone surrogates included, weighted towards ASCII and the scripts garbling passes through.
const anyChar = fc
  .oneof(fc.integer({ min: 0, max: 0x7f }), fc.integer({ min: 0x80, max: 0x2fff }), fc.integer({ min: 0, max: 0x10ffff }))
  .map((code) => String.fromCodePoint(code));

const PAGES: GarblingCodePage[] = ['windows-1252', 'iso-8859-1', 'cp437'];

// Correct text as place names and people write it: ASCII and the accented letters of Filipino and Spanish.
const correctText = fc
  .array(fc.oneof(fc.string({ unit: 'binary-ascii', maxLength: 6 }), fc.constantFrom('ñ', 'Ñ', 'á', 'é', 'í', 'ó', 'ú', 'Á', 'É', 'Í', 'Ó', 'Ú', 'ü', 'Ü')), {
    maxLength: 12,
  })
  .map((parts) => parts.join(''));
const garblings = (maxDepth: number) => fc.array(fc.constantFrom(...PAGES), { minLength: 1, maxLength: maxDepth });
const garble = (text: string, pages: GarblingCodePage[]) => pages.reduce(garbleAsMojibake, text);

describe('repairing mojibake', () => {
  it('repairs the spellings found in PAGASA’s files, once, twice or three times garbled', () => {
    expect(repairMojibake('City of Dasmari├â┬▒as')).toBe('City of Dasmariñas');
    expect(repairMojibake('City of Bi├â┬▒an (Laguna)')).toBe('City of Biñan (Laguna)');
    expect(repairMojibake('Los Ba├▒os')).toBe('Los Baños');
    expect(repairMojibake('BiÃ±an')).toBe('Biñan');
    expect(repairMojibake('PE├æAFRANCIA')).toBe('PEÑAFRANCIA');
    expect(repairMojibake('PEÃ\u0091A')).toBe('PEÑA');
    expect(repairMojibake('PEÃ‘A')).toBe('PEÑA');
    expect(repairMojibake('DasmariÃƒÂ±as')).toBe('Dasmariñas');
    expect(repairMojibake('DasmariΓö£ΓûÆas')).toBe('Dasmariñas');
    expect(repairMojibake('DasmariΓö£├óΓö¼ΓûÆas')).toBe('Dasmariñas');
  });

  it('repairs a garbled letter beside a correct one, each run on its own', () => {
    expect(repairMojibake('Peñafrancia, Bi├▒an')).toBe('Peñafrancia, Biñan');
    expect(repairMojibake('Ã± é ├▒')).toBe('ñ é ñ');
  });

  it('repairs what was garbled one to four times, through any mixture of the code pages', () => {
    fc.assert(
      fc.property(correctText, garblings(4), (text, pages) => {
        expect(repairMojibake(garble(text, pages))).toBe(text);
      }),
      { numRuns: 3000 },
    );
  });

  it('leaves correct text as it is', () => {
    fc.assert(
      fc.property(correctText, (text) => {
        expect(repairMojibake(text)).toBe(text);
      }),
      { numRuns: 3000 },
    );
    fc.assert(
      fc.property(fc.string({ unit: 'binary-ascii' }), (text) => {
        expect(repairMojibake(text)).toBe(text);
      }),
    );
  });

  it('never throws, only shortens, and finds nothing more to repair the second time, whatever the text', () => {
    const tableText = fc
      .array(
        fc.oneof(fc.string({ unit: anyChar, maxLength: 3 }), fc.constantFrom('Ã', '±', '├', '▒', 'â', '┬', 'Γ', 'ö', '£', 'û', 'Æ', 'æ', 'ƒ', 'Â', '\u0081')),
        { maxLength: 30 },
      )
      .map((parts) => parts.join(''));
    fc.assert(
      fc.property(fc.oneof(fc.string({ unit: anyChar, maxLength: 60 }), tableText), (text) => {
        const repaired = repairMojibake(text);
        expect(repaired.length).toBeLessThanOrEqual(text.length);
        expect(repairMojibake(repaired)).toBe(repaired);
      }),
      { numRuns: 3000 },
    );
  });

  it('stays quick on hostile text', () => {
    const started = performance.now();
    for (const text of ['ΓÖ£'.repeat(300), `${'Γææ'.repeat(40)}Γ`, 'Ã'.repeat(2000), 'ÃƒÂ±'.repeat(500)]) repairMojibake(text);
    expect(performance.now() - started).toBeLessThan(1000);
  });
});
