import 'server-only';
import { rankPlaceSearch, type PlaceResult } from '@/modules/places/rules/rank-place-search';
import type { Queryable } from '@/platform/db/database';
import { readRegionVillages } from './read-region-villages';
import { resolvePlaceFilter } from './resolve-place-filter';

/** The longest text the search box takes; longer text names no place and is cut rather than refused. */
export const MAX_SEARCH_LENGTH = 80;

/** The public search box: the region's provinces, places and villages that match the text, best first. */
export async function searchPublicPlaces(db: Queryable, text: string): Promise<PlaceResult[]> {
  const query = text.slice(0, MAX_SEARCH_LENGTH).trim();
  if (!query) return [];
  const [{ provinces, municipalities }, villages] = await Promise.all([resolvePlaceFilter(db, {}), readRegionVillages()]);
  return rankPlaceSearch(query, {
    provinces,
    places: municipalities.map((m) => ({ psgc: m.psgc, name: m.name, provincePsgc: m.provincePsgc, kind: m.kind })),
    villages,
  });
}
