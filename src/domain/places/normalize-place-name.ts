// PAGASA's files carry ñ through the wrong code page: UTF-8 bytes read as CP437 or as Latin-1.
const MOJIBAKE: [RegExp, string][] = [
  [/├▒/g, 'ñ'],
  [/├æ/g, 'Ñ'],
  [/[Ãã]±/g, 'ñ'],
  [/Ã‘/g, 'Ñ'],
  [/Ã\u0091/g, 'Ñ'],
  [/Ã©/g, 'é'],
  [/Ã¡/g, 'á'],
];

// Short forms written in place names, expanded so every spelling meets the same key.
const ABBREVIATIONS: Record<string, string> = {
  sto: 'santo',
  sta: 'santa',
  gen: 'general',
  mun: '',
};

export function repairMojibake(text: string): string {
  return MOJIBAKE.reduce((acc, [pattern, replacement]) => acc.replace(pattern, replacement), text);
}

/**
 * A comparison key for a place name: mojibake repaired, accents dropped, case folded, punctuation and
 * spacing removed, abbreviations expanded, and "City of X" / "X City" reduced to "X".
 */
export function normalizePlaceName(text: string): string {
  const words = repairMojibake(text)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .split(' ')
    .map((word) => ABBREVIATIONS[word] ?? word)
    .filter((word) => word !== '');

  if (words[0] === 'city' && words[1] === 'of' && words.length > 2) words.splice(0, 2);
  else if (words.at(-1) === 'city' && words.length > 1) words.pop();
  return words.join('');
}
