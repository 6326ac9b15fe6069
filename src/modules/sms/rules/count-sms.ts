import { gsmSeptets } from './gsm-alphabet';
import { MAX_SMS_PARTS, SMS_UNITS, type SmsEncoding } from './sms-limits';

export interface SmsCharacter {
  character: string;
  /** `U+201C` */
  codePoint: string;
}

export interface SmsCount {
  /** Characters as a person counts them: Unicode code points (an emoji is one). */
  characters: number;
  /** What the network counts: septets in GSM-7 (extension characters two), UTF-16 code units in UCS-2 (a surrogate pair two). */
  units: number;
  encoding: SmsEncoding;
  /** 0 for an empty text. */
  parts: number;
  /** Each character GSM-7 cannot carry, once, in the order they first appear: any one of them makes the whole text UCS-2. */
  ucs2Characters: SmsCharacter[];
  /** Whether it fits in MAX_SMS_PARTS parts. */
  fits: boolean;
  /** The characters past the last allowed part: removing that many from the end makes it fit. */
  overflowCharacters: number;
}

export const codePointLabel = (character: string): string => `U+${character.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;

function encodingOf(characters: readonly string[]): { encoding: SmsEncoding; ucs2Characters: SmsCharacter[] } {
  const culprits = [...new Set(characters.filter((char) => gsmSeptets(char) === null))];
  return {
    encoding: culprits.length === 0 ? 'GSM-7' : 'UCS-2',
    ucs2Characters: culprits.map((character) => ({ character, codePoint: codePointLabel(character) })),
  };
}

/** The units a character takes in the encoding; a character is never split between parts. */
const unitsOf = (char: string, encoding: SmsEncoding): number => (encoding === 'GSM-7' ? gsmSeptets(char)! : char.length);

/**
 * The text cut into the parts a phone sends, each part a list of characters: whole when it fits one
 * SMS, else parts of at most 153 septets or 67 code units. A part never ends between the escape and
 * its extension character, nor between the two halves of a surrogate pair (an emoji): the character
 * moves to the next part, which leaves one unit of the part unused. Phones that do split pairs send
 * no more parts than counted here, so the count is never too low.
 */
function cutIntoParts(characters: readonly string[], encoding: SmsEncoding): string[][] {
  const limits = SMS_UNITS[encoding];
  const total = characters.reduce((sum, char) => sum + unitsOf(char, encoding), 0);
  if (total === 0) return [];
  if (total <= limits.single) return [[...characters]];
  const parts: string[][] = [[]];
  let used = 0;
  for (const char of characters) {
    const units = unitsOf(char, encoding);
    if (used + units > limits.part) {
      parts.push([]);
      used = 0;
    }
    parts.at(-1)!.push(char);
    used += units;
  }
  return parts;
}

/** The parts a phone would send the text in (see cutIntoParts for how they are cut). */
export function splitSms(text: string): string[] {
  const characters = [...text];
  return cutIntoParts(characters, encodingOf(characters).encoding).map((part) => part.join(''));
}

/** Characters, units, encoding and parts of an SMS text, and what forces it into UCS-2. */
export function countSms(text: string): SmsCount {
  const characters = [...text];
  const { encoding, ucs2Characters } = encodingOf(characters);
  const parts = cutIntoParts(characters, encoding);
  return {
    characters: characters.length,
    units: characters.reduce((sum, char) => sum + unitsOf(char, encoding), 0),
    encoding,
    parts: parts.length,
    ucs2Characters,
    fits: parts.length <= MAX_SMS_PARTS,
    overflowCharacters: parts.slice(MAX_SMS_PARTS).reduce((sum, part) => sum + part.length, 0),
  };
}
