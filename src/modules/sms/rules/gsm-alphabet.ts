/**
 * The GSM 03.38 (3GPP TS 23.038) default alphabet as Unicode, in the order of its 7-bit codes 0x00–0x7F
 * (0x1B is the escape to the extension table, so it stands for no character here). Written out from the
 * standard's table rather than derived, so the tests can check it against their own copy.
 */
const DEFAULT_ALPHABET =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞ\u001bÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';

/**
 * The extension table's characters: each is sent as the escape 0x1B and its code, two septets. Form
 * feed (0x0A after the escape) is one of them; the table's other codes are controls with no character.
 */
const EXTENSION_CHARACTERS = '\f^{}\\[~]|€';

const BASIC = new Set([...DEFAULT_ALPHABET].filter((char) => char !== '\u001b'));
const EXTENSION = new Set(EXTENSION_CHARACTERS);

/** Septets a character takes in GSM-7: 1 in the default alphabet, 2 from the extension table, null when GSM-7 cannot carry it. */
export function gsmSeptets(char: string): 1 | 2 | null {
  if (BASIC.has(char)) return 1;
  if (EXTENSION.has(char)) return 2;
  return null;
}

export const isGsmCharacter = (char: string): boolean => gsmSeptets(char) !== null;
