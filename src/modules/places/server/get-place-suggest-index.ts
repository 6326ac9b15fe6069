import 'server-only';
import { buildPlaceSuggestIndex, type PlaceSuggestIndex } from '@/modules/places/rules/build-place-suggest-index';
import { memoPerGeneration } from '@/platform/cache/memo-per-generation';
import type { Queryable } from '@/platform/db/database';
import { readRegionVillages } from './read-region-villages';
import { resolvePlaceFilter } from './resolve-place-filter';

/**
 * The search box's suggestion index: the same provinces, places and villages the search results rank.
 * Built once per data version (it folds in every barangay); shared, so callers must not change it.
 */
export function getPlaceSuggestIndex(db: Queryable): Promise<PlaceSuggestIndex> {
  return memoPerGeneration(db, 'place-suggest-index', async () => {
    const [{ provinces, municipalities }, { villages }] = await Promise.all([resolvePlaceFilter(db, {}), readRegionVillages()]);
    return buildPlaceSuggestIndex({ provinces, places: municipalities, villages });
  });
}
