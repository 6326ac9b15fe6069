import { listPlaceKeyWords } from './list-place-key-words';
import type { PlaceResultKind } from './rank-place-search';
import { joinPlaceKey } from './to-place-key';

export interface PlaceSuggestKeys {
  /** The name's key (`toPlaceKey`, `normalizePlaceName` of a clean name): text names this place exactly when its key is this. */
  key: string;
  /** Keys of the whole name in the spellings people start to type: as written, and for a city "Lipa City", "City of Lipa", "Lungsod ng Lipa". */
  names: string[];
  /** The name's keys from each later word on ("tomas" for "Sto. Tomas"): the text starts a word of the name when one of these starts with it. */
  fromWords: string[];
}

// The words toPlaceKey drops from a whole name, by the kind of place they name.
const SPELLINGS: Partial<Record<PlaceResultKind, ((key: string) => string)[]>> = {
  city: [(key) => `${key}city`, (key) => `cityof${key}`, (key) => `lungsodng${key}`],
  municipality: [(key) => `bayanng${key}`],
  province: [(key) => `lalawiganng${key}`],
};

/**
 * The keys a name is suggested under as someone types. The whole key folds "Lipa City" and "City of
 * Lipa" to "lipa", so it alone would lose the place while "Lipa Ci…" is half typed; the spellings and
 * the keys from each word on keep it. Words are folded as in the key, so "Sto." is "santo" in both.
 * The name is one already free of mojibake (a stored name), as toPlaceKey takes: the suggestions fold
 * some 4,000 names on a phone, and repairing clean names would only cost time.
 */
export function listPlaceSuggestKeys(name: string, kind?: PlaceResultKind): PlaceSuggestKeys {
  // Folded once: the key is toPlaceKey's, by the same two steps.
  const words = listPlaceKeyWords(name);
  const key = joinPlaceKey(words);
  const written = words.join('');
  const spellings = key ? (SPELLINGS[kind ?? 'village'] ?? []).map((spell) => spell(key)) : [];
  return {
    key,
    names: [...new Set([key, written, ...spellings].filter(Boolean))],
    fromWords: [...new Set(words.slice(1).map((_, i) => words.slice(i + 1).join('')))],
  };
}
