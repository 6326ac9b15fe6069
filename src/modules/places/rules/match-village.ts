import { normalizePlaceName } from './normalize-place-name';
import type { Village } from './pick-region-villages';

export interface VillageIndex<V extends Village = Village> {
  readonly villages: readonly V[];
  /** Villages whose name or former name is this name, in any spelling the place-name key folds together. */
  named(text: string): V[];
  /** Villages whose name or former name holds the text (same folding): what a search box finds. */
  search(text: string): V[];
}

/**
 * Lookups over the region's villages by name. Barangay names repeat a lot (some thirty San Isidro,
 * San Jose and Poblacion each), so both lookups answer every village that fits and leave the choice to
 * the caller. Text that folds to nothing (punctuation, other scripts) finds nothing rather than all.
 */
export function createVillageIndex<V extends Village>(villages: readonly V[]): VillageIndex<V> {
  const keyed = villages.map((village) => ({
    village,
    keys: [normalizePlaceName(village.name), ...(village.formerName ? [normalizePlaceName(village.formerName)] : [])].filter(Boolean),
  }));
  const byKey = new Map<string, V[]>();
  for (const { village, keys } of keyed) {
    for (const key of new Set(keys)) byKey.set(key, [...(byKey.get(key) ?? []), village]);
  }
  return {
    villages,
    named(text) {
      const key = normalizePlaceName(text);
      return key ? [...(byKey.get(key) ?? [])] : [];
    },
    search(text) {
      const key = normalizePlaceName(text);
      return key ? keyed.filter(({ keys }) => keys.some((candidate) => candidate.includes(key))).map(({ village }) => village) : [];
    },
  };
}
