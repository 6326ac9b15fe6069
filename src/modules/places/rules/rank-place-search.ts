import type { VillageIndex } from './match-village';
import { normalizePlaceName } from './normalize-place-name';
import type { Village } from './pick-region-villages';

export type PlaceResultKind = 'province' | 'city' | 'municipality' | 'village';

export interface PlaceResult {
  kind: PlaceResultKind;
  psgc: string;
  name: string;
  /** The city or municipality a village lies in, and whose pages the result opens (itself for a city or municipality). */
  place?: { psgc: string; name: string };
  /** The province of everything below a province. */
  province?: { psgc: string; name: string };
  /** A village found by the name it had before (PSGC keeps it). */
  formerName?: string;
}

interface RankedResult extends PlaceResult {
  rank: number;
}

export interface SearchablePlace {
  psgc: string;
  name: string;
  provincePsgc: string;
  kind: 'city' | 'municipality';
}

/** How many villages a search lists at most: common barangay names (San Isidro, Poblacion) repeat dozens of times. */
export const MAX_VILLAGE_RESULTS = 40;

// Lower ranks first. A whole-name match beats a name that starts with the text, which beats a word of
// the name that does, which beats the text anywhere in it; provinces and places before villages.
const MATCH_RANK = { exact: 0, prefix: 1, word: 2, inside: 3 } as const;
const FORMER_NAME_PENALTY = 0.5;
const KIND_RANK: Record<PlaceResultKind, number> = { province: 0, city: 1, municipality: 1, village: 2 };

function matchRank(name: string, key: string): number | null {
  const nameKey = normalizePlaceName(name);
  if (nameKey === key) return MATCH_RANK.exact;
  if (nameKey.startsWith(key)) return MATCH_RANK.prefix;
  if (name.split(/[\s\-–(),.]+/).some((word) => normalizePlaceName(word).startsWith(key))) return MATCH_RANK.word;
  return nameKey.includes(key) ? MATCH_RANK.inside : null;
}

/**
 * What the public search box finds: provinces, cities, municipalities and villages (barangays) whose
 * name holds the text in any spelling the place matcher folds together (accents or none, "Sto."
 * for "Santo", "Lipa City" or "City of Lipa", "Lungsod ng Lipa", garbled ñ), best first. Text that
 * names a place and its province ("calamba laguna") finds the place when no name holds it whole.
 */
export function rankPlaceSearch(
  text: string,
  region: { provinces: readonly { psgc: string; name: string }[]; places: readonly SearchablePlace[]; villages: VillageIndex<Village> },
): PlaceResult[] {
  const key = normalizePlaceName(text);
  if (!key) return [];
  const provinceOf = new Map(region.provinces.map((p) => [p.psgc, { psgc: p.psgc, name: p.name }]));
  const placeOf = new Map(region.places.map((p) => [p.psgc, p]));
  const results: RankedResult[] = [];

  for (const province of region.provinces) {
    const rank = matchRank(province.name, key);
    if (rank !== null) results.push({ kind: 'province', psgc: province.psgc, name: province.name, rank });
  }
  for (const place of region.places) {
    const rank = matchRank(place.name, key);
    if (rank !== null) results.push({ ...placeResult(place, provinceOf), rank });
  }
  const villages = region.villages.search(text);
  for (const village of villages.slice(0, MAX_VILLAGE_RESULTS)) {
    const place = placeOf.get(village.municipalityPsgc);
    if (!place) continue;
    const byName = matchRank(village.name, key);
    const byFormer = village.formerName ? matchRank(village.formerName, key) : null;
    results.push({
      kind: 'village',
      psgc: village.psgc,
      name: village.name,
      place: { psgc: place.psgc, name: place.name },
      province: provinceOf.get(place.provincePsgc),
      ...(byName === null && village.formerName ? { formerName: village.formerName } : {}),
      // A village found only by the name it used to have comes after those that bear the name now.
      rank: byName ?? (byFormer ?? MATCH_RANK.inside) + FORMER_NAME_PENALTY,
    });
  }
  if (results.length === 0) results.push(...placeWithProvince(text, region.places, provinceOf));

  return results
    .sort((a, b) => a.rank - b.rank || KIND_RANK[a.kind] - KIND_RANK[b.kind] || a.name.localeCompare(b.name) || a.psgc.localeCompare(b.psgc))
    .map(({ rank: _rank, ...result }) => result);
}

function placeResult(place: SearchablePlace, provinceOf: Map<string, { psgc: string; name: string }>): PlaceResult {
  return { kind: place.kind, psgc: place.psgc, name: place.name, place: { psgc: place.psgc, name: place.name }, province: provinceOf.get(place.provincePsgc) };
}

/** "calamba laguna", "laguna, bay": places named by some words whose province is named by the rest. */
function placeWithProvince(text: string, places: readonly SearchablePlace[], provinceOf: Map<string, { psgc: string; name: string }>): RankedResult[] {
  const words = text.split(/[\s,]+/).filter((word) => normalizePlaceName(word) !== '');
  if (words.length < 2) return [];
  const found: RankedResult[] = [];
  for (let split = 1; split < words.length; split += 1) {
    for (const [placeWords, provinceWords] of [
      [words.slice(0, split), words.slice(split)],
      [words.slice(split), words.slice(0, split)],
    ] as const) {
      const placeKey = normalizePlaceName(placeWords.join(' '));
      const provinceKey = normalizePlaceName(provinceWords.join(' '));
      for (const place of places) {
        const province = provinceOf.get(place.provincePsgc);
        if (!province || !normalizePlaceName(province.name).startsWith(provinceKey)) continue;
        const rank = matchRank(place.name, placeKey);
        if (rank !== null && !found.some((result) => result.psgc === place.psgc)) found.push({ ...placeResult(place, provinceOf), rank });
      }
    }
  }
  return found;
}
