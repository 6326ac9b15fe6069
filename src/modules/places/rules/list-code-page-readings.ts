import type { CodePage } from './code-pages';

export interface CodePageReading {
  text: string;
  /** How many characters had to be taken in the other case to get there; fewer is likelier. */
  caseChanges: number;
}

/** Enough for every case ambiguity a real name carries, small enough that hostile text stays cheap. */
const MAX_STEPS = 2_000;

const utf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * What comes after a byte in well-formed UTF-8: how many continuation bytes it still needs and the
 * range the next one must fall in (RFC 3629 table 3-7: no overlong forms, surrogates or values past
 * U+10FFFF). `null` when the byte cannot be there at all.
 */
function nextState(byte: number, needed: number, low: number, high: number): [number, number, number] | null {
  if (needed > 0) return byte >= low && byte <= high ? [needed - 1, 0x80, 0xbf] : null;
  if (byte >= 0xc2 && byte <= 0xdf) return [1, 0x80, 0xbf];
  if (byte === 0xe0) return [2, 0xa0, 0xbf];
  if (byte === 0xed) return [2, 0x80, 0x9f];
  if (byte >= 0xe1 && byte <= 0xef) return [2, 0x80, 0xbf];
  if (byte === 0xf0) return [3, 0x90, 0xbf];
  if (byte >= 0xf1 && byte <= 0xf3) return [3, 0x80, 0xbf];
  if (byte === 0xf4) return [3, 0x80, 0x8f];
  return null;
}

/**
 * The ways a run of non-ASCII characters reads if they are UTF-8 bytes that a program showed through
 * `page`: each character goes back to its byte (or, with `caseless`, when its case may have been
 * changed since, to one of the bytes of its other case) and the bytes must be well-formed UTF-8
 * throughout. Chance text almost never is, so a reading is strong evidence of mojibake. Fewest case
 * changes first; at most `limit`.
 */
export function listCodePageReadings(run: string, page: CodePage, options: { limit: number; caseless: boolean }): CodePageReading[] {
  const { limit } = options;
  const chars = [...run];
  const choices = chars.map((char) => {
    const exact = page.bytes.get(char);
    const others = options.caseless ? (page.caseless.get(char) ?? []).filter((byte) => byte !== exact) : [];
    return [...(exact === undefined ? [] : [{ byte: exact, caseChange: 0 }]), ...others.map((byte) => ({ byte, caseChange: 1 }))];
  });
  if (chars.length < 2 || choices.some((list) => list.length === 0)) return [];

  const found: CodePageReading[] = [];
  const bytes = new Uint8Array(chars.length);
  let steps = 0;
  // Depth first with the unchanged character tried first, so a reading needing no case change is found at once.
  const visit = (index: number, needed: number, low: number, high: number, caseChanges: number): void => {
    if (found.length >= limit || steps++ > MAX_STEPS) return;
    if (index === chars.length) {
      if (needed === 0) {
        try {
          found.push({ text: utf8.decode(bytes), caseChanges });
        } catch {
          // The state machine above already insists on well-formed UTF-8; the decoder has the last word.
        }
      }
      return;
    }
    for (const { byte, caseChange } of choices[index]!) {
      const next = nextState(byte, needed, low, high);
      if (!next) continue;
      bytes[index] = byte;
      visit(index + 1, next[0], next[1], next[2], caseChanges + caseChange);
    }
  };
  visit(0, 0, 0x80, 0xbf, 0);
  return found.sort((a, b) => a.caseChanges - b.caseChanges);
}
