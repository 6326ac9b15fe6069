import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CODE_PAGES, type CodePage } from './code-pages';
import { garbleAsMojibake } from './garble-as-mojibake';
import { listCodePageReadings } from './list-code-page-readings';

// Any code point, lone surrogates included, weighted towards ASCII and the scripts garbling passes through.
const anyChar = fc
  .oneof(fc.integer({ min: 0, max: 0x7f }), fc.integer({ min: 0x80, max: 0x2fff }), fc.integer({ min: 0, max: 0x10ffff }))
  .map((code) => String.fromCodePoint(code));

const page = (name: CodePage['name']) => CODE_PAGES.find((candidate) => candidate.name === name)!;
const windows1252 = page('windows-1252');
const cp437 = page('cp437');
const exact = { limit: 10, caseless: false };
const caseless = { limit: 10, caseless: true };

// Text outside ASCII, whose every UTF-8 byte is 0x80 or above: what one garbled run stands for.
const nonAscii = fc
  .array(
    fc.integer({ min: 0x80, max: 0x10ffff }).filter((code) => code < 0xd800 || code > 0xdfff),
    { minLength: 1, maxLength: 8 },
  )
  .map((codes) => String.fromCodePoint(...codes));

describe('reading a run of characters as UTF-8 shown through a code page', () => {
  it('reads the ñ of PAGASA’s files through either page', () => {
    expect(listCodePageReadings('Ã±', windows1252, exact)).toEqual([{ text: 'ñ', caseChanges: 0 }]);
    expect(listCodePageReadings('├▒', cp437, exact)).toEqual([{ text: 'ñ', caseChanges: 0 }]);
    expect(listCodePageReadings('├â┬▒', cp437, exact)).toEqual([{ text: 'Ã±', caseChanges: 0 }]);
    expect(listCodePageReadings('Ã\u0091', windows1252, exact)).toEqual([{ text: 'Ñ', caseChanges: 0 }]);
  });

  it('finds nothing where the bytes are not UTF-8 or a character is not on the page', () => {
    expect(listCodePageReadings('├▒', windows1252, caseless)).toEqual([]);
    expect(listCodePageReadings('ñ', windows1252, caseless)).toEqual([]);
    expect(listCodePageReadings('ñé', windows1252, caseless)).toEqual([]);
    expect(listCodePageReadings('±Ã', windows1252, caseless)).toEqual([]);
    expect(listCodePageReadings('', cp437, caseless)).toEqual([]);
    // Overlong (C0 80), surrogate (ED A0 80) and beyond U+10FFFF (F4 90 80 80) forms are refused.
    expect(listCodePageReadings('À€', windows1252, exact)).toEqual([]);
    expect(listCodePageReadings('í\u00a0€', windows1252, exact)).toEqual([]);
    expect(listCodePageReadings('ô\u0090€€', windows1252, exact)).toEqual([]);
  });

  it('reads text whose case was changed only when asked, counting the changes', () => {
    expect(listCodePageReadings('ã±', windows1252, exact)).toEqual([]);
    expect(listCodePageReadings('ã±', windows1252, caseless)).toEqual([{ text: 'ñ', caseChanges: 1 }]);
    // Lower-cased, `æ` may have been `æ` (0x91) or `Æ` (0x92): ░ or ▒.
    expect(listCodePageReadings('γûæ', cp437, caseless)).toEqual([
      { text: '░', caseChanges: 1 },
      { text: '▒', caseChanges: 2 },
    ]);
  });

  it('reads back any text garbled once, with no case change and first', () => {
    fc.assert(
      fc.property(nonAscii, fc.constantFrom(windows1252, cp437), fc.boolean(), (text, codePage, allowCase) => {
        const garbled = garbleAsMojibake(text, codePage.name);
        const readings = listCodePageReadings(garbled, codePage, { limit: 4, caseless: allowCase });
        expect(readings[0]).toEqual({ text, caseChanges: 0 });
      }),
      { numRuns: 1000 },
    );
  });

  it('only gives readings that garble back to the run, but for the case of as many characters as it says', () => {
    const onAPage = (codePage: CodePage) =>
      fc.array(fc.constantFrom(...codePage.chars, ...codePage.caseless.keys()), { minLength: 1, maxLength: 12 }).map((chars) => chars.join(''));
    fc.assert(
      fc.property(
        fc.constantFrom(windows1252, cp437).chain((codePage) => fc.tuple(fc.constant(codePage), onAPage(codePage))),
        fc.boolean(),
        ([codePage, run], allowCase) => {
          const readings = listCodePageReadings(run, codePage, { limit: 6, caseless: allowCase });
          expect(readings.length).toBeLessThanOrEqual(6);
          for (const { text, caseChanges } of readings) {
            const back = [...garbleAsMojibake(text, codePage.name)];
            const chars = [...run];
            expect(back).toHaveLength(chars.length);
            const changed = chars.filter((char, i) => char !== back[i]);
            expect(changed).toHaveLength(caseChanges);
            if (!allowCase) expect(caseChanges).toBe(0);
          }
          expect(readings.map((reading) => reading.caseChanges)).toEqual(readings.map((reading) => reading.caseChanges).sort((a, b) => a - b));
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('never throws and stays within its limit on any text', () => {
    fc.assert(
      fc.property(fc.string({ unit: anyChar, maxLength: 40 }), fc.constantFrom(...CODE_PAGES), fc.nat(5), (text, codePage, limit) => {
        expect(listCodePageReadings(text, codePage, { limit, caseless: true }).length).toBeLessThanOrEqual(limit);
      }),
      { numRuns: 1000 },
    );
  });
});
