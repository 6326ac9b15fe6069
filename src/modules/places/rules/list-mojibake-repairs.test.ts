import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { garbleAsMojibake, type GarblingCodePage } from './garble-as-mojibake';
import { listMojibakeRepairs } from './list-mojibake-repairs';

// Any code point, lone surrogates included, weighted towards ASCII and the scripts garbling passes through.
const anyChar = fc
  .oneof(fc.integer({ min: 0, max: 0x7f }), fc.integer({ min: 0x80, max: 0x2fff }), fc.integer({ min: 0, max: 0x10ffff }))
  .map((code) => String.fromCodePoint(code));

const PAGES: GarblingCodePage[] = ['windows-1252', 'iso-8859-1', 'cp437'];
const NAMES = ['Dasmariñas', 'Biñan', 'Los Baños', 'Peñafrancia', 'Parañaque', 'Santo Niño', 'PEÑABLANCA', 'José Panganiban'];

/** Changes the case of some letters, as a person or an UPPER or LOWER formula may after the garbling. */
const recase = (text: string, cases: readonly boolean[]) =>
  [...text].map((char, i) => (cases[i % cases.length] ? char.toUpperCase() : char.toLowerCase())).join('');

describe('listing the readings of text that may be mojibake', () => {
  it('gives text that cannot be repaired back as it is, alone', () => {
    expect(listMojibakeRepairs('Lipa City')).toEqual(['Lipa City']);
    expect(listMojibakeRepairs('City of Dasmariñas')).toEqual(['City of Dasmariñas']);
    expect(listMojibakeRepairs('')).toEqual(['']);
  });

  it('gives the repair first and the text as it came last', () => {
    expect(listMojibakeRepairs('Bi├▒an')).toEqual(['Biñan', 'Bi├▒an']);
    expect(listMojibakeRepairs('biã±an')).toEqual(['biñan', 'biã±an']);
  });

  it('lists every reading of garbled text whose case was changed afterwards, the true one among them', () => {
    // Lower-cased, `γûæ` is `▒` or `░`: only the list of places can tell ñ from ð.
    expect(listMojibakeRepairs('dasmariγö£γûæas')).toContain('dasmariñas');
    fc.assert(
      fc.property(
        fc.constantFrom(...NAMES),
        fc.array(fc.constantFrom(...PAGES), { minLength: 1, maxLength: 3 }),
        fc.oneof(fc.constant([true]), fc.constant([false]), fc.array(fc.boolean(), { minLength: 1, maxLength: 20 })),
        (name, pages, cases) => {
          const garbled = recase(pages.reduce(garbleAsMojibake, name), cases);
          const readings = listMojibakeRepairs(garbled).map((reading) => reading.toLowerCase());
          expect(readings).toContain(name.toLowerCase());
        },
      ),
      { numRuns: 3000 },
    );
  });

  it('keeps its list short, free of repeats, with every mixture of repaired runs', () => {
    fc.assert(
      fc.property(fc.string({ unit: anyChar, maxLength: 40 }), (text) => {
        const readings = listMojibakeRepairs(text);
        expect(readings.length).toBeGreaterThan(0);
        expect(readings.length).toBeLessThanOrEqual(16);
        expect(new Set(readings).size).toBe(readings.length);
      }),
      { numRuns: 2000 },
    );
    expect(listMojibakeRepairs('├▒ ├▒')).toEqual(['ñ ñ', 'ñ ├▒', '├▒ ñ', '├▒ ├▒']);
  });
});
