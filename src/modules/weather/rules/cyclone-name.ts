import type { CycloneCategory } from './weather-words';

// Longest first, so "Severe Tropical Storm" is not read as "Tropical Storm"; the words staff may type before a name.
const PREFIXES: { words: RegExp; category: CycloneCategory | null }[] = [
  { words: /^super\s+typhoon\s+/i, category: 'super_typhoon' },
  { words: /^severe\s+tropical\s+storm\s+/i, category: 'severe_tropical_storm' },
  { words: /^tropical\s+depression\s+/i, category: 'tropical_depression' },
  { words: /^tropical\s+storm\s+/i, category: 'tropical_storm' },
  { words: /^(typhoon|ty)\s+/i, category: 'typhoon' },
  { words: /^(sts|ts|td)\s+/i, category: null },
  { words: /^(bagyong?|super\s+bagyong?)\s+/i, category: null },
];

/**
 * The cyclone's own name as staff or a CAP alert wrote it, without the category words in front
 * (`Typhoon RAMON` → `RAMON`, `Bagyong Kristine` → `Kristine`), and the category those words named. Pages
 * and bulletins put their own words before the name in each language: never "Bagyong Typhoon RAMON".
 */
export function splitCycloneName(written: string | null | undefined): { name: string; category: CycloneCategory | null } {
  let name = (written ?? '').trim();
  let category: CycloneCategory | null = null;
  for (let round = 0; round < 3; round += 1) {
    const prefix = PREFIXES.find(({ words }) => words.test(name));
    if (!prefix) break;
    name = name.replace(prefix.words, '').trim();
    category ??= prefix.category;
  }
  return { name, category };
}
