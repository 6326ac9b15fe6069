import { gsmSeptets } from './gsm-alphabet';

const same = (characters: string, replacement: string) => [...characters].map((char): [string, string] => [char, replacement]);

/**
 * What word processors, spreadsheets and phones' keyboards put into text that GSM-7 cannot carry, and
 * the plain characters a reader takes for the same thing. One of these in a text makes every part of
 * the SMS UCS-2, which holds 70 characters instead of 160.
 */
const REPLACEMENTS = new Map<string, string>([
  ...same('\u2018\u2019\u201a\u201b\u2032\u0060\u00b4', "'"),
  ...same('\u201c\u201d\u201e\u201f\u2033\u00ab\u00bb', '"'),
  ...same('\u2010\u2011\u2012\u2013\u2014\u2015\u2212', '-'),
  ...same('\u2022\u25cf\u25aa\u25e6\u2023\u2219\u00b7\u25cb\u25a0\u25a1\u25ba\u25b6\u2043', '-'),
  // No-break, thin, figure, ideographic and the other widths of space, and the tab.
  ...same('\u00a0\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200a\u202f\u205f\u3000\t', ' '),
  // Invisible: zero-width spaces and joiners, the byte-order mark, the soft hyphen.
  ...same('\u200b\u200c\u200d\u2060\ufeff\u00ad', ''),
  ...same('\u2028\u2029', '\n'),
  ['\u2026', '...'],
  ['\u00d7', 'x'],
  ['\u00f7', '/'],
  ['\u2264', '<='],
  ['\u2265', '>='],
  ['\u2192', '->'],
  ['\u2190', '<-'],
  ['\u00bd', '1/2'],
  ['\u00bc', '1/4'],
  ['\u00be', '3/4'],
  ['\u00a9', '(c)'],
  ['\u00ae', '(R)'],
  ['\u2122', 'TM'],
  ['\u2116', 'No.'],
]);

const COMBINING_MARK = /\p{M}/gu;

/** An accented letter GSM-7 lacks (á, í, ó, ú, ç) as the letter GSM-7 has (a, i, o, u, c); a stray accent mark as nothing. */
function withoutAccent(char: string): string | null {
  const base = char.normalize('NFD').replace(COMBINING_MARK, '');
  return [...base].every((part) => gsmSeptets(part) !== null) ? base : null;
}

/**
 * The text with the characters that force UCS-2 replaced by GSM-7 equivalents: curly quotes, dashes,
 * ellipsis, odd spaces, bullets, invisible characters, accented letters outside GSM-7 (ñ, é and ü are
 * in it and stay). A character with no equivalent (an emoji, a degree sign) is left for the counter
 * to report. Text that is already GSM-7 comes back unchanged, and applying it twice changes nothing more.
 */
export function fixForGsm(text: string): string {
  return [...text.normalize('NFC')].map((char) => (gsmSeptets(char) !== null ? char : (REPLACEMENTS.get(char) ?? withoutAccent(char) ?? char))).join('');
}

/** fixForGsm, then whatever still has no GSM-7 equivalent dropped: for texts the portal composes, which must stay GSM-7. */
export function forceGsm(text: string): string {
  return [...fixForGsm(text)].filter((char) => gsmSeptets(char) !== null).join('');
}
