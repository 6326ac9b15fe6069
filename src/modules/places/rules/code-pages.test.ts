import { describe, expect, it } from 'vitest';
import { CODE_PAGES, type CodePage } from './code-pages';

const page = (name: CodePage['name']) => CODE_PAGES.find((candidate) => candidate.name === name)!;
const windows1252 = page('windows-1252');
const cp437 = page('cp437');
const upperHalf = Array.from({ length: 128 }, (_, i) => 0x80 + i);

describe('the code pages garbled text comes through', () => {
  it('reads Windows-1252 as WHATWG’s index does, the five undefined bytes and ISO-8859-1 controls included', () => {
    // index-windows-1252 of the WHATWG Encoding Standard for 0x80–0x9F; from 0xA0 on a byte is its code point.
    const c1Row = [
      0x20ac, 0x81, 0x201a, 0x192, 0x201e, 0x2026, 0x2020, 0x2021, 0x2c6, 0x2030, 0x160, 0x2039, 0x152, 0x8d, 0x17d, 0x8f, 0x90, 0x2018, 0x2019, 0x201c, 0x201d,
      0x2022, 0x2013, 0x2014, 0x2dc, 0x2122, 0x161, 0x203a, 0x153, 0x9d, 0x17e, 0x178,
    ];
    for (const byte of upperHalf) {
      const char = String.fromCodePoint(byte < 0xa0 ? c1Row[byte - 0x80]! : byte);
      expect(windows1252.chars[byte - 0x80]).toBe(char);
      expect(windows1252.bytes.get(char)).toBe(byte);
    }
    for (const byte of upperHalf.slice(0, 32)) expect(windows1252.bytes.get(String.fromCharCode(byte))).toBe(byte);
  });

  it('holds the upper half of IBM code page 437, one distinct character per byte', () => {
    expect(cp437.chars).toHaveLength(128);
    expect(new Set(cp437.chars).size).toBe(128);
    cp437.chars.forEach((char, i) => expect(cp437.bytes.get(char)).toBe(0x80 + i));
    // The first and last character of each row of sixteen, as IBM and Unicode's CP437.TXT give them.
    const rows = [
      ['Ç', 'Å'],
      ['É', 'ƒ'],
      ['á', '»'],
      ['░', '┐'],
      ['└', '╧'],
      ['╨', '▀'],
      ['α', '∩'],
      ['≡', '\u00a0'],
    ];
    rows.forEach(([first, last], row) => {
      expect(cp437.chars[row * 16]).toBe(first);
      expect(cp437.chars[row * 16 + 15]).toBe(last);
    });
    expect([0xc3, 0xb1, 0xc2, 0x83, 0xa4, 0xa5].map((byte) => cp437.chars[byte - 0x80])).toEqual(['├', '▒', '┬', 'â', 'ñ', 'Ñ']);
    // Box drawing and block elements fill 0xB0–0xDF.
    for (const char of cp437.chars.slice(0x30, 0x60)) expect(char.codePointAt(0)! >> 8).toBe(0x25);
  });

  it('keeps every character of both pages outside ASCII, as UTF-8 continuation and lead bytes need', () => {
    for (const { chars } of CODE_PAGES) for (const char of chars) expect(char.codePointAt(0)).toBeGreaterThan(0x7f);
  });

  it('knows the byte of a character whose case was changed since', () => {
    expect(windows1252.caseless.get('ã')).toContain(0xc3);
    expect(windows1252.caseless.get('Ƒ')).toEqual([0x83]);
    expect(windows1252.caseless.get('Μ')).toEqual([0xb5]);
    expect(cp437.caseless.get('γ')).toEqual([0xe2]);
    expect(cp437.caseless.get('Â')).toEqual([0x83]);
    expect(cp437.caseless.get('æ')).toEqual([0x92]);
    expect(cp437.caseless.get('Æ')).toEqual([0x91]);
    expect(cp437.caseless.has('S')).toBe(false);
  });

  it('gives as a case variant only a character that is another case of the byte’s own', () => {
    for (const { chars, caseless } of CODE_PAGES) {
      for (const [variant, bytes] of caseless) {
        for (const byte of bytes) {
          const own = chars[byte - 0x80]!;
          const forms = [own.toLowerCase(), own.toUpperCase(), own.toUpperCase().toLowerCase(), own.toLowerCase().toUpperCase()];
          // Windows-1252's C1 duplicates have no case, so `chars` names the byte's character throughout.
          expect(forms, `${variant} for 0x${byte.toString(16)}`).toContain(variant);
        }
      }
    }
  });
});
