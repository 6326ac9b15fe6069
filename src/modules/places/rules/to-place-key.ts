import { listPlaceKeyWords } from './list-place-key-words';

// Tagalog for "City of", "Town of" and "Province of": "Lungsod ng Lipa" is the City of Lipa.
const TAGALOG_PREFIXES = [
  ['lungsod', 'ng'],
  ['bayan', 'ng'],
  ['lalawigan', 'ng'],
] as const;

/**
 * A comparison key for a place name already free of mojibake: accents dropped, case folded,
 * punctuation and spacing removed, abbreviations expanded, and "City of X" / "X City" / "Lungsod ng X"
 * reduced to "X".
 */
export function toPlaceKey(text: string): string {
  return joinPlaceKey(listPlaceKeyWords(text));
}

/** The key of a name's words (`listPlaceKeyWords`): "City of X" / "X City" / "Lungsod ng X" reduced to "X". */
export function joinPlaceKey(folded: readonly string[]): string {
  const words = [...folded];
  const tagalogPrefix = TAGALOG_PREFIXES.some(([first, second]) => words[0] === first && words[1] === second);
  if (((words[0] === 'city' && words[1] === 'of') || tagalogPrefix) && words.length > 2) words.splice(0, 2);
  else if (words.at(-1) === 'city' && words.length > 1) words.pop();
  return words.join('');
}
