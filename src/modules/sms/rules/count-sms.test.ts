import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { countSms, splitSms } from './count-sms';
import { describeSmsCount, describeSmsOverflow } from './describe-sms-count';
import { MAX_SMS_PARTS } from './sms-limits';

// The test's own copy of GSM 03.38 as unicode.org's GSM0338.TXT maps it: the Unicode code point of each
// GSM code 0x00-0x7F, in order (-1 for 0x1B, the escape), and of the extension table's codes after the escape.
const DEFAULT_TABLE = [
  0x40, 0xa3, 0x24, 0xa5, 0xe8, 0xe9, 0xf9, 0xec, 0xf2, 0xc7, 0xa, 0xd8, 0xf8, 0xd, 0xc5, 0xe5, 0x394, 0x5f, 0x3a6, 0x393, 0x39b, 0x3a9, 0x3a0, 0x3a8, 0x3a3,
  0x398, 0x39e, -1, 0xc6, 0xe6, 0xdf, 0xc9, 0x20, 0x21, 0x22, 0x23, 0xa4, 0x25, 0x26, 0x27, 0x28, 0x29, 0x2a, 0x2b, 0x2c, 0x2d, 0x2e, 0x2f, 0x30, 0x31, 0x32,
  0x33, 0x34, 0x35, 0x36, 0x37, 0x38, 0x39, 0x3a, 0x3b, 0x3c, 0x3d, 0x3e, 0x3f, 0xa1, 0x41, 0x42, 0x43, 0x44, 0x45, 0x46, 0x47, 0x48, 0x49, 0x4a, 0x4b, 0x4c,
  0x4d, 0x4e, 0x4f, 0x50, 0x51, 0x52, 0x53, 0x54, 0x55, 0x56, 0x57, 0x58, 0x59, 0x5a, 0xc4, 0xd6, 0xd1, 0xdc, 0xa7, 0xbf, 0x61, 0x62, 0x63, 0x64, 0x65, 0x66,
  0x67, 0x68, 0x69, 0x6a, 0x6b, 0x6c, 0x6d, 0x6e, 0x6f, 0x70, 0x71, 0x72, 0x73, 0x74, 0x75, 0x76, 0x77, 0x78, 0x79, 0x7a, 0xe4, 0xf6, 0xf1, 0xfc, 0xe0,
];
const EXTENSION_TABLE: Record<number, number> = {
  0x0a: 0xc,
  0x14: 0x5e,
  0x28: 0x7b,
  0x29: 0x7d,
  0x2f: 0x5c,
  0x3c: 0x5b,
  0x3d: 0x7e,
  0x3e: 0x5d,
  0x40: 0x7c,
  0x65: 0x20ac,
};

const BASIC_CHARS = DEFAULT_TABLE.filter((code) => code >= 0).map((code) => String.fromCodePoint(code));
const EXTENSION_CHARS = Object.values(EXTENSION_TABLE).map((code) => String.fromCodePoint(code));
const GSM = new Set([...BASIC_CHARS, ...EXTENSION_CHARS]);

const basicChar = fc.constantFrom(...BASIC_CHARS);
const extensionChar = fc.constantFrom(...EXTENSION_CHARS);
const gsmChar = fc.oneof({ arbitrary: basicChar, weight: 4 }, { arbitrary: extensionChar, weight: 1 });
// Any code point but lone surrogates (which no text box hands over), often outside GSM.
const anyChar = fc
  .oneof(fc.integer({ min: 0x20, max: 0x7e }), fc.integer({ min: 0xa0, max: 0xd7ff }), fc.integer({ min: 0xe000, max: 0x10ffff }))
  .map((code) => String.fromCodePoint(code));
const nonGsmChar = anyChar.filter((char) => !GSM.has(char));
const astralChar = fc.integer({ min: 0x10000, max: 0x10ffff }).map((code) => String.fromCodePoint(code));
const text = (char: fc.Arbitrary<string>, maxLength = 700) => fc.array(char, { maxLength }).map((chars) => chars.join(''));

/** The test's own part count: the longest prefix that fits a part, again and again, over each character's units. */
function modelParts(units: number[], single: number, part: number): number {
  const total = units.reduce((a, b) => a + b, 0);
  if (total === 0) return 0;
  if (total <= single) return 1;
  let parts = 0;
  let rest = units;
  while (rest.length > 0) {
    let taken = 0;
    let sum = 0;
    while (taken < rest.length && sum + rest[taken]! <= part) sum += rest[taken++]!;
    rest = rest.slice(taken);
    parts += 1;
  }
  return parts;
}

describe('the GSM-7 alphabet', () => {
  it('has the 127 characters of the default table and the 10 of the extension table, and nothing else', () => {
    expect(DEFAULT_TABLE).toHaveLength(128);
    expect(BASIC_CHARS).toHaveLength(127);
    for (const char of BASIC_CHARS) expect(countSms(char), `U+${char.codePointAt(0)!.toString(16)}`).toMatchObject({ encoding: 'GSM-7', units: 1 });
    for (const char of EXTENSION_CHARS) expect(countSms(char), `U+${char.codePointAt(0)!.toString(16)}`).toMatchObject({ encoding: 'GSM-7', units: 2 });
    for (let code = 0; code <= 0x2fff; code++) {
      if (code >= 0xd800 && code <= 0xdfff) continue;
      const char = String.fromCodePoint(code);
      expect(countSms(char).encoding === 'GSM-7', `U+${code.toString(16)}`).toBe(GSM.has(char));
    }
  });

  it('has ñ, Ñ, é and ü, and not the curly quotes, dashes, á or the backtick', () => {
    expect(countSms('Dasmariñas, PEÑAFRANCIA, café, Müller').encoding).toBe('GSM-7');
    for (const char of ['‘', '’', '“', '”', '–', '—', '…', '\u00a0', 'á', '`', '•']) expect(countSms(`a${char}b`).encoding, char).toBe('UCS-2');
  });
});

describe('counting an SMS text', () => {
  it('counts GSM-7 texts in septets, extension characters as two, against the model', () => {
    fc.assert(
      fc.property(fc.array(gsmChar, { maxLength: 700 }), (chars) => {
        const units = chars.map((char) => (EXTENSION_CHARS.includes(char) ? 2 : 1));
        const count = countSms(chars.join(''));
        expect(count.encoding).toBe('GSM-7');
        expect(count.characters).toBe(chars.length);
        expect(count.units).toBe(units.reduce((a, b) => a + b, 0));
        expect(count.parts).toBe(modelParts(units, 160, 153));
        expect(count.ucs2Characters).toEqual([]);
        expect(count.fits).toBe(count.parts <= MAX_SMS_PARTS);
      }),
    );
  });

  it('gives 160 septets one SMS and 153 each part beyond, and 2 septets a character of the extension table', () => {
    fc.assert(
      fc.property(text(basicChar), (sms) => {
        const n = [...sms].length;
        expect(countSms(sms).parts).toBe(n === 0 ? 0 : n <= 160 ? 1 : Math.ceil(n / 153));
      }),
    );
    // 153 is odd: a part holds 76 extension characters, the last septet left empty rather than split.
    fc.assert(
      fc.property(text(extensionChar, 300), (sms) => {
        const n = [...sms].length;
        expect(countSms(sms).parts).toBe(n === 0 ? 0 : 2 * n <= 160 ? 1 : Math.ceil(n / 76));
      }),
    );
  });

  it('counts any text with a character outside GSM-7 as UCS-2, in UTF-16 code units, naming each such character once', () => {
    fc.assert(
      fc.property(text(anyChar, 300), nonGsmChar, fc.nat(300), (base, culprit, at) => {
        const chars = [...base];
        chars.splice(at % (chars.length + 1), 0, culprit);
        const sms = chars.join('');
        const count = countSms(sms);
        expect(count.encoding).toBe('UCS-2');
        expect(count.characters).toBe(chars.length);
        expect(count.units).toBe(sms.length);
        expect(count.parts).toBe(
          modelParts(
            chars.map((char) => char.length),
            70,
            67,
          ),
        );
        const outside = [...new Set(chars.filter((char) => !GSM.has(char)))];
        expect(count.ucs2Characters.map((found) => found.character)).toEqual(outside);
        for (const found of count.ucs2Characters)
          expect(found.codePoint).toBe(`U+${found.character.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`);
      }),
    );
  });

  it('gives 70 code units one SMS and 67 each part beyond; a part holds 33 emoji, never half of one', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom('á', '“', 'ł', '中'), { maxLength: 500 }), (chars) => {
        const n = chars.length;
        expect(countSms(chars.join('')).parts).toBe(n === 0 ? 0 : n <= 70 ? 1 : Math.ceil(n / 67));
      }),
    );
    fc.assert(
      fc.property(fc.array(astralChar, { maxLength: 200 }), (chars) => {
        const n = chars.length;
        expect(countSms(chars.join('')).parts).toBe(n === 0 ? 0 : 2 * n <= 70 ? 1 : Math.ceil(n / 33));
      }),
    );
  });

  it('splits into parts that rebuild the text, each within its limit, none ending inside a surrogate pair', () => {
    fc.assert(
      fc.property(fc.oneof(text(gsmChar), text(anyChar, 400)), (sms) => {
        const parts = splitSms(sms);
        const count = countSms(sms);
        expect(parts.join('')).toBe(sms);
        expect(parts).toHaveLength(count.parts);
        const limit = parts.length > 1 ? (count.encoding === 'GSM-7' ? 153 : 67) : count.encoding === 'GSM-7' ? 160 : 70;
        for (const part of parts) {
          expect(count.encoding === 'GSM-7' ? countSms(part).units : part.length).toBeLessThanOrEqual(limit);
          expect(/[\ud800-\udbff]$/.test(part)).toBe(false);
        }
      }),
    );
  });

  it('says how many characters to remove from the end for a text to fit, exactly', () => {
    fc.assert(
      fc.property(fc.oneof(text(gsmChar, 700), text(anyChar, 300)), (sms) => {
        const count = countSms(sms);
        const chars = [...sms];
        const kept = chars.slice(0, chars.length - count.overflowCharacters).join('');
        expect(countSms(kept).fits).toBe(true);
        if (count.overflowCharacters > 0) expect(countSms(chars.slice(0, chars.length - count.overflowCharacters + 1).join('')).fits).toBe(false);
        else expect(count.fits).toBe(true);
      }),
    );
  });
});

describe('the boundaries', () => {
  const gsm = (n: number) => 'a'.repeat(n);
  const ucs2 = (n: number) => 'á'.repeat(n);

  it('GSM-7: 160 septets are one SMS, 161 two; 306 are two, 307 three', () => {
    expect(countSms('')).toMatchObject({ characters: 0, units: 0, parts: 0, encoding: 'GSM-7', fits: true });
    expect(countSms(gsm(160))).toMatchObject({ units: 160, parts: 1 });
    expect(countSms(gsm(161))).toMatchObject({ units: 161, parts: 2 });
    expect(splitSms(gsm(161)).map((part) => part.length)).toEqual([153, 8]);
    expect(countSms(gsm(306))).toMatchObject({ units: 306, parts: 2, fits: true, overflowCharacters: 0 });
    expect(countSms(gsm(307))).toMatchObject({ units: 307, parts: 3, fits: false, overflowCharacters: 1 });
  });

  it('UCS-2: 70 code units are one SMS, 71 two; 134 are two, 135 three', () => {
    expect(countSms(ucs2(70))).toMatchObject({ units: 70, parts: 1, encoding: 'UCS-2' });
    expect(countSms(ucs2(71))).toMatchObject({ units: 71, parts: 2 });
    expect(countSms(ucs2(134))).toMatchObject({ units: 134, parts: 2, fits: true });
    expect(countSms(ucs2(135))).toMatchObject({ units: 135, parts: 3, fits: false, overflowCharacters: 1 });
    // One curly quote turns 160 plain characters into three UCS-2 parts.
    expect(countSms(`${gsm(159)}’`)).toMatchObject({ encoding: 'UCS-2', units: 160, parts: 3 });
  });

  it('an extension character counts two septets and moves whole to the next part at a boundary', () => {
    expect(countSms(`${gsm(158)}€`)).toMatchObject({ characters: 159, units: 160, parts: 1 });
    expect(countSms(`${gsm(159)}€`)).toMatchObject({ characters: 160, units: 161, parts: 2 });
    // 152 septets, then `{` would straddle septets 153 and 154: it starts the second part.
    const straddling = `${gsm(152)}{${gsm(152)}`;
    expect(countSms(straddling)).toMatchObject({ units: 306, parts: 3, fits: false, overflowCharacters: 1 });
    expect(splitSms(straddling).map((part) => countSms(part).units)).toEqual([152, 153, 1]);
    expect(countSms(`${gsm(151)}{${gsm(152)}`)).toMatchObject({ units: 305, parts: 2, fits: true });
    expect(countSms(`${gsm(153)}\f${gsm(151)}`)).toMatchObject({ units: 306, parts: 2 });
  });

  it('a surrogate pair counts two code units and moves whole to the next part at a boundary', () => {
    expect(countSms('😀')).toMatchObject({ characters: 1, units: 2, parts: 1, ucs2Characters: [{ character: '😀', codePoint: 'U+1F600' }] });
    expect(countSms(`${ucs2(68)}😀`)).toMatchObject({ units: 70, parts: 1 });
    expect(countSms(`${ucs2(69)}😀`)).toMatchObject({ units: 71, parts: 2 });
    const straddling = `${ucs2(66)}😀${ucs2(66)}`;
    expect(countSms(straddling)).toMatchObject({ units: 134, parts: 3, fits: false });
    expect(splitSms(straddling).map((part) => part.length)).toEqual([66, 67, 1]);
    expect(countSms(`${ucs2(65)}😀${ucs2(66)}`)).toMatchObject({ units: 133, parts: 2, fits: true });
  });
});

describe('what the counter says', () => {
  it('characters, parts of the limit and the encoding; and for a text too long, how much to remove', () => {
    expect(describeSmsCount(countSms('Bay, Laguna: ulan'))).toBe('17 characters · 1 of 2 parts · GSM-7');
    expect(describeSmsCount(countSms('a'))).toBe('1 character · 1 of 2 parts · GSM-7');
    expect(describeSmsCount(countSms('“Ulan”'))).toBe('6 characters · 1 of 2 parts · UCS-2');
    expect(describeSmsOverflow(countSms('a'.repeat(306)))).toBeNull();
    expect(describeSmsOverflow(countSms('a'.repeat(320)))).toBe(
      'Too long: the text takes 3 SMS parts and may take at most 2. Remove 14 characters from the end, or shorten it elsewhere.',
    );
    expect(describeSmsOverflow(countSms(`${'a'.repeat(140)}—`))).toContain('UCS-2: 67 characters a part');
  });
});
