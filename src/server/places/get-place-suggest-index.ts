import 'server-only';
import { buildPlaceSuggestIndex, type PlaceSuggestIndex } from '@/domain/places/build-place-suggest-index';
import type { Queryable } from '@/server/db/database';
import { readRegionVillages } from './read-region-villages';
import { resolvePlaceFilter } from './resolve-place-filter';

/** The search box's suggestion index: the same provinces, places and villages the search results rank. */
export async function getPlaceSuggestIndex(db: Queryable): Promise<PlaceSuggestIndex> {
  const [{ provinces, municipalities }, { villages }] = await Promise.all([resolvePlaceFilter(db, {}), readRegionVillages()]);
  return buildPlaceSuggestIndex({ provinces, places: municipalities, villages });
}
