import type { VillageIndex } from './match-village';
import { normalizePlaceName } from './normalize-place-name';
import type { Village } from './pick-region-villages';

export interface PlaceHit<P, V> {
  place: P;
  /** The search text is in the place's own name. */
  byName: boolean;
  /** Its villages whose name or former name holds the text, in PSGC order. */
  villages: V[];
}

export interface PlaceSearch<R, P, V> {
  provinces: R[];
  places: PlaceHit<P, V>[];
}

/**
 * A search box over the region: provinces and cities or municipalities whose name holds the text, and
 * the cities or municipalities one of whose villages (barangays) does, saying which. Places keep the
 * order they are given in; text that folds to nothing finds nothing.
 */
export function searchPlaces<R extends { name: string }, P extends { psgc: string; name: string }, V extends Village>(
  text: string,
  region: { provinces: readonly R[]; places: readonly P[]; villages: VillageIndex<V> },
): PlaceSearch<R, P, V> {
  const key = normalizePlaceName(text);
  if (!key) return { provinces: [], places: [] };
  const holds = (name: string) => normalizePlaceName(name).includes(key);
  const villagesOf = new Map<string, V[]>();
  for (const village of region.villages.search(text)) villagesOf.set(village.municipalityPsgc, [...(villagesOf.get(village.municipalityPsgc) ?? []), village]);
  return {
    provinces: region.provinces.filter((province) => holds(province.name)),
    places: region.places.flatMap((place) => {
      const byName = holds(place.name);
      const villages = villagesOf.get(place.psgc) ?? [];
      return byName || villages.length > 0 ? [{ place, byName, villages: [...villages].sort((a, b) => a.psgc.localeCompare(b.psgc)) }] : [];
    }),
  };
}
