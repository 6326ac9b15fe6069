/**
 * The single-byte code pages through which UTF-8 text gets garbled ("mojibake"): each maps the
 * characters it shows for bytes 0x80–0xFF back to those bytes. Only the upper half matters, because
 * every byte of a multi-byte UTF-8 sequence is 0x80 or above and ASCII reads the same everywhere.
 */
export interface CodePage {
  name: 'windows-1252' | 'cp437';
  /** What a program shows for bytes 0x80–0xFF, in byte order. */
  chars: readonly string[];
  /** The character a program shows for a byte, back to that byte. */
  bytes: ReadonlyMap<string, number>;
  /**
   * Bytes whose character has been upper- or lower-cased since (`ã±` for `Ã±`, `Ƒ` for `ƒ`): people
   * and spreadsheet formulas change the case of garbled names too. One character may stand for two
   * bytes here (`æ` for 0x91 `æ` or 0x92 `Æ` in code page 437), so these are choices, not answers.
   */
  caseless: ReadonlyMap<string, readonly number[]>;
}

// IBM code page 437 (the DOS console and many CSV exporters), bytes 0x80–0xFF. Node's TextDecoder
// knows no DOS code page, so the standard table is written out. The lower half's graphic forms
// (☺ ♥ ♪ …) are left out on purpose: they stand for ASCII control bytes, never part of UTF-8's
// multi-byte sequences, so treating them as bytes could only invent repairs.
const CP437_UPPER_HALF =
  'ÇüéâäàåçêëèïîìÄÅ' +
  'ÉæÆôöòûùÿÖÜ¢£¥₧ƒ' +
  'áíóúñÑªº¿⌐¬½¼¡«»' +
  '░▒▓│┤╡╢╖╕╣║╗╝╜╛┐' +
  '└┴┬├─┼╞╟╚╔╩╦╠═╬╧' +
  '╨╤╥╙╘╒╓╫╪┘┌█▄▌▐▀' +
  'αßΓπΣσµτΦΘΩδ∞φε∩' +
  '≡±≥≤⌠⌡÷≈°∙·√ⁿ²■\u00a0';

// Windows-1252 is ISO-8859-1 (byte = code point) but for 0x80–0x9F. Node's TextDecoder cannot be asked
// for these: since Node 20.18.3 and 22.13.0 it decodes windows-1252 as ISO-8859-1 (nodejs/node#60888).
// The five bytes Windows leaves undefined are passed through as C1 controls, as WHATWG decoders do.
const WINDOWS_1252_0X80_TO_0X9F = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f' + '\u0090‘’“”•–—˜™š›œ\u009džŸ';

const UPPER_HALF = Array.from({ length: 128 }, (_, i) => 0x80 + i);

function caseVariants(char: string): string[] {
  const variants = [char.toLowerCase(), char.toUpperCase(), char.toUpperCase().toLowerCase(), char.toLowerCase().toUpperCase()];
  // A variant of several characters (`ß` → `SS`) or an ASCII one cannot stand for one byte of a garbled run.
  return variants.filter((variant) => variant !== char && [...variant].length === 1 && variant.codePointAt(0)! > 0x7f);
}

function codePage(name: CodePage['name'], entries: [string, number][]): CodePage {
  const chars = entries.slice(0, 128).map(([char]) => char);
  const bytes = new Map<string, number>();
  for (const [char, byte] of entries) if (!bytes.has(char)) bytes.set(char, byte);
  const caseless = new Map<string, number[]>();
  for (const [char, byte] of bytes) {
    for (const variant of caseVariants(char)) {
      const list = caseless.get(variant) ?? [];
      if (!list.includes(byte)) list.push(byte);
      caseless.set(variant, list);
    }
  }
  return { name, chars, bytes, caseless };
}

function windows1252(): CodePage {
  const entries = UPPER_HALF.map((byte): [string, number] => [byte < 0xa0 ? WINDOWS_1252_0X80_TO_0X9F[byte - 0x80]! : String.fromCharCode(byte), byte]);
  // A true ISO-8859-1 reader shows 0x80–0x9F as C1 controls (`Ã\u0091` for `Ñ`), so those are accepted as well;
  // Windows-1252's own characters come first, as they are what `chars` shows.
  const iso88591 = UPPER_HALF.slice(0, 32).map((byte): [string, number] => [String.fromCharCode(byte), byte]);
  return codePage('windows-1252', [...entries, ...iso88591]);
}

function cp437(): CodePage {
  return codePage(
    'cp437',
    [...CP437_UPPER_HALF].map((char, i): [string, number] => [char, 0x80 + i]),
  );
}

/** Windows-1252 (with ISO-8859-1) first: it is what Excel and most Windows programs use. */
export const CODE_PAGES: readonly CodePage[] = [windows1252(), cp437()];
