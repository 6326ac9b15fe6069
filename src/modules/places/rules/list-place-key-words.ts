// Short forms written in place names, expanded so every spelling meets the same key.
const ABBREVIATIONS: Record<string, string> = {
  sto: 'santo',
  sta: 'santa',
  gen: 'general',
  mun: '',
};

/**
 * The words of a place name already free of mojibake, as they enter its key: accents dropped, case
 * folded, anything but letters and digits parting words, abbreviations expanded ("Sto." is "santo").
 */
export function listPlaceKeyWords(text: string): string[] {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .split(' ')
    .map((word) => ABBREVIATIONS[word] ?? word)
    .filter((word) => word !== '');
}
