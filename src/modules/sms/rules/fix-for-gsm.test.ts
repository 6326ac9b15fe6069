import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { countSms } from './count-sms';
import { fixForGsm, forceGsm } from './fix-for-gsm';

const isGsm = (text: string) => countSms(text).encoding === 'GSM-7';

// What word processors and phones put in text: the offenders fixForGsm knows.
const OFFENDERS = [
  ...'\u2018\u2019\u201a\u201b\u2032`\u00b4\u201c\u201d\u201e\u201f\u2033\u00ab\u00bb\u2010\u2011\u2012\u2013\u2014\u2015\u2212',
  ...'\u2022\u25cf\u25aa\u25e6\u2023\u2219\u00b7\u25cb\u25a0\u25a1\u25ba\u25b6\u2043\u00a0\u1680\u2000\u2003\u2009\u200a\u202f\u205f\u3000\t',
  ...'\u200b\u200c\u200d\u2060\ufeff\u00ad\u2028\u2029\u2026\u00d7\u00f7\u2264\u2265\u2192\u2190\u00bd\u00bc\u00be\u00a9\u00ae\u2122\u2116',
  ...'áíóúâêîôûãõçÁÍÓÚÂÊÔÃÕ',
];
const anyChar = fc
  .oneof(fc.integer({ min: 0x20, max: 0x7e }), fc.integer({ min: 0xa0, max: 0xd7ff }), fc.integer({ min: 0xe000, max: 0x10ffff }))
  .map((code) => String.fromCodePoint(code));
const gsmText = fc.string({ unit: fc.constantFrom(...'Bay, Laguna: Ñiño ñ é ü @£$¥ {}[]~|^\\€ Δ_ÆØÅ ¡¿ 0-9 "quoted" \'x\'\n\r\f') });
const mixedText = fc.string({ unit: fc.oneof(anyChar, fc.constantFrom(...OFFENDERS), fc.constantFrom(...'abc ñ')) });

describe('replacing the characters that force UCS-2', () => {
  it('turns curly quotes, dashes, the ellipsis, odd spaces and bullets into plain characters', () => {
    expect(fixForGsm('“Huwag magtanim” – hintayin ang ulan…')).toBe('"Huwag magtanim" - hintayin ang ulan...');
    expect(fixForGsm('Farmers’ fields—drain them\u00a0now')).toBe("Farmers' fields-drain them now");
    expect(fixForGsm('• Open the canals\n● Harvest early')).toBe('- Open the canals\n- Harvest early');
    expect(fixForGsm('Sta.\u200b Rosa\u00ad, 2×3, 10\u2009km, ½ sako')).toBe('Sta. Rosa, 2x3, 10 km, 1/2 sako');
    expect(fixForGsm('Lucbán, Ibáan, São')).toBe('Lucban, Ibaan, Sao');
    // A letter written as a base and a combining accent is the GSM letter when there is one.
    expect(fixForGsm('Dasmarin\u0303as')).toBe('Dasmariñas');
  });

  it('keeps what GSM-7 has: ñ, é, ü, @, €, the brackets, line breaks', () => {
    fc.assert(fc.property(gsmText, (text) => fixForGsm(text) === text));
  });

  it('leaves a character with no equivalent, which the counter still reports', () => {
    const fixed = fixForGsm('31°C ☔ 😀 — 中');
    expect(fixed).toBe('31°C ☔ 😀 - 中');
    expect(countSms(fixed).ucs2Characters.map((found) => found.codePoint)).toEqual(['U+00B0', 'U+2614', 'U+1F600', 'U+4E2D']);
  });

  it('makes any text of known offenders GSM-7, changes nothing when applied again, and leaves only what it cannot replace', () => {
    fc.assert(fc.property(fc.string({ unit: fc.constantFrom(...OFFENDERS, 'a', ' ', 'ñ') }), (text) => isGsm(fixForGsm(text))));
    fc.assert(
      fc.property(mixedText, (text) => {
        const fixed = fixForGsm(text);
        expect(fixForGsm(fixed)).toBe(fixed);
        for (const { character } of countSms(fixed).ucs2Characters) expect(fixForGsm(character)).toBe(character);
      }),
    );
  });

  it('forceGsm drops what fixForGsm cannot replace, so the text is always GSM-7', () => {
    expect(forceGsm('Ulan 😀 “bukas”')).toBe('Ulan  "bukas"');
    fc.assert(fc.property(mixedText, (text) => isGsm(forceGsm(text))));
  });
});
