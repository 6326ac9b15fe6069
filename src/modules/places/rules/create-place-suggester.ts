import MiniSearch from 'minisearch';
import type { PlaceSuggestIndex } from './build-place-suggest-index';
import { listPlaceSuggestKeys, type PlaceSuggestKeys } from './list-place-suggest-keys';
import { normalizePlaceName } from './normalize-place-name';
import type { PlaceResultKind } from './rank-place-search';

export interface PlaceSuggestion {
  kind: PlaceResultKind;
  name: string;
  /** The weather page the suggestion opens, as the search results' first link. */
  url: string;
  /** The province of a city, municipality or barangay. */
  province?: string;
  /** The city or municipality of a barangay. */
  place?: string;
  /** The name a barangay had before, when the text matched it rather than the name. */
  formerName?: string;
}

/** Suggestions for the text typed so far, best first (at most `limit`). */
export type PlaceSuggester = (text: string, limit?: number) => PlaceSuggestion[];

/** As many as a phone shows above its keyboard; the results page has the rest. */
export const MAX_SUGGESTIONS = 8;
/** One letter would match a quarter of the region: suggestions start at two. */
export const MIN_SUGGEST_KEY = 2;
/** Shorter text has too many one-letter neighbours for a misspelling to be guessed. */
const MIN_FUZZY_KEY = 5;

/**
 * One name as searched, and every place bearing it: some 4,000 barangays have some 2,800 names (thirty
 * San Isidro), and each name is folded and indexed once.
 */
interface Name {
  kind: PlaceResultKind;
  name: string;
  formerName?: string;
  /** The province's key, for a city or municipality: "calamba laguna" finds Calamba. */
  provinceKey?: string;
  /** The places bearing the name, each with its position in the index (PSGC order). */
  suggestions: { suggestion: PlaceSuggestion; order: number }[];
  /** Worked out as the name is indexed, a chunk at a time (see indexTerms). */
  keys?: PlaceSuggestKeys;
  formerKeys?: PlaceSuggestKeys;
}

// Lower first, as on the results page: the whole name, then a name that starts with the text, then a
// word that does; a barangay found by its former name after those bearing the name; anything else
// found (a misspelling, "calamba laguna") last. Provinces, then cities and municipalities, then barangays.
const EXACT = 0;
const NAME_START = 1;
const WORD_START = 2;
const OTHER = 3;
const FORMER_NAME_PENALTY = 0.5;
const KIND_RANK: Record<PlaceResultKind, number> = { province: 0, city: 1, municipality: 1, village: 2 };
// localeCompare's order, at a fraction of its cost.
const compareNames = new Intl.Collator().compare;

interface Ranked {
  suggestion: PlaceSuggestion;
  rank: number;
  order: number;
}

// Places of one name (thirty San Isidro) in PSGC order, as on the results page.
const compareRanked = (a: Ranked, b: Ranked) =>
  a.rank - b.rank || KIND_RANK[a.suggestion.kind] - KIND_RANK[b.suggestion.kind] || compareNames(a.suggestion.name, b.suggestion.name) || a.order - b.order;

/** Puts a candidate among the best `limit` so far, kept in order: two letters find a thousand places, of which eight are shown. */
function keepBest(best: Ranked[], candidate: Ranked, limit: number): void {
  if (best.length === limit && compareRanked(candidate, best[limit - 1]!) >= 0) return;
  let at = best.length;
  while (at > 0 && compareRanked(candidate, best[at - 1]!) < 0) at -= 1;
  best.splice(at, 0, candidate);
  if (best.length > limit) best.pop();
}

function matchRank(keys: PlaceSuggestKeys, query: string): number | null {
  if (keys.key === query) return EXACT;
  if (keys.names.some((name) => name.startsWith(query))) return NAME_START;
  return keys.fromWords.some((word) => word.startsWith(query)) ? WORD_START : null;
}

function listNames(index: PlaceSuggestIndex): Name[] {
  const names = new Map<string, Name>();
  let order = 0;
  const add = (suggestion: PlaceSuggestion, formerName?: string, provinceKey?: string) => {
    const id = `${suggestion.kind} ${suggestion.name} ${formerName ?? ''} ${provinceKey ?? ''}`;
    const bearer = { suggestion, order: order++ };
    const known = names.get(id);
    if (known) known.suggestions.push(bearer);
    else names.set(id, { kind: suggestion.kind, name: suggestion.name, formerName, provinceKey, suggestions: [bearer] });
  };
  for (const [name, url] of index.p) add({ kind: 'province', name, url });
  const provinceKeys = index.p.map(([name]) => listPlaceSuggestKeys(name).key);
  for (const [name, at, kind, url, villages] of index.m) {
    const [province] = index.p[at] ?? [];
    add({ kind: kind === 'c' ? 'city' : 'municipality', name, url, province }, undefined, provinceKeys[at]);
    for (const village of villages) {
      const [villageName, formerName] = typeof village === 'string' ? [village] : village;
      add({ kind: 'village', name: villageName, url, province, place: name }, formerName);
    }
  }
  return [...names.values()];
}

/** The keys a name is found under, spaced: its own, its former name's, and a place's with its province either side ("calambalaguna"). */
function indexTerms(name: Name): string {
  const keys = (name.keys = listPlaceSuggestKeys(name.name, name.kind));
  const former = name.formerName ? (name.formerKeys = listPlaceSuggestKeys(name.formerName)) : undefined;
  const withProvince = name.provinceKey && keys.key ? [`${keys.key}${name.provinceKey}`, `${name.provinceKey}${keys.key}`] : [];
  return [...keys.names, ...keys.fromWords, ...(former ? [...former.names, ...former.fromWords] : []), ...withProvince].join(' ');
}

/**
 * The search box's suggestions as someone types, from the index alone (no request per key): places
 * whose name, or a word of it, starts with the text in any spelling the place matcher folds together
 * ("Dasmarinas", "Sto. Tomas", "Lipa City", "Lungsod ng Lipa", garbled ñ), ranked as the results page
 * ranks them; a misspelling of five letters or more is guessed when nothing matches as typed.
 */
export async function createPlaceSuggester(index: PlaceSuggestIndex): Promise<PlaceSuggester> {
  const names = listNames(index);
  // The terms are place keys already: spaces part them, and they are kept as they are. Names are folded
  // and indexed a chunk at a time, so that a phone keeps answering the keys pressed meanwhile.
  const search = new MiniSearch<number>({
    fields: ['terms'],
    extractField: (id, field) => (field === 'id' ? id : indexTerms(names[id]!)),
    tokenize: (text) => text.split(' '),
    processTerm: (term) => term || null,
  });
  await search.addAllAsync(
    names.map((_, id) => id),
    { chunkSize: 250 },
  );

  return (text, limit = MAX_SUGGESTIONS) => {
    const query = normalizePlaceName(text);
    if (query.length < MIN_SUGGEST_KEY) return [];
    const options = { tokenize: (key: string) => [key], processTerm: (key: string) => key, prefix: true };
    let found = search.search(query, options);
    if (found.length === 0 && query.length >= MIN_FUZZY_KEY) found = search.search(query, { ...options, fuzzy: 0.2 });
    const best: Ranked[] = [];
    for (const { id } of found) {
      const { keys, formerName, formerKeys, suggestions } = names[id as number]!;
      const byName = matchRank(keys!, query);
      const byFormer = formerKeys ? matchRank(formerKeys, query) : null;
      const rank = byName ?? (byFormer === null ? OTHER : byFormer + FORMER_NAME_PENALTY);
      for (const { suggestion, order } of suggestions) {
        keepBest(best, { suggestion: byName === null && byFormer !== null ? { ...suggestion, formerName } : suggestion, rank, order }, limit);
      }
    }
    return best.map(({ suggestion }) => suggestion);
  };
}
