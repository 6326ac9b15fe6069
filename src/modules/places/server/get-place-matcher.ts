import 'server-only';
import { placeAlias } from '@/db/schema';
import { createPlaceMatcher, type MatchablePlace, type PlaceMatcher } from '@/modules/places/rules/match-place';
import { memoPerGeneration } from '@/platform/cache/memo-per-generation';
import type { Queryable } from '@/platform/db/database';
import { readPlaceLists } from './read-place-lists';

export interface StoredPlace extends MatchablePlace {
  kind: 'city' | 'municipality';
}

/**
 * A matcher over the places and aliases stored in the database. Aliases, like places, change only when
 * the region is seeded or a backup restored: the matcher is built once per data version and shared.
 */
export function getPlaceMatcher(db: Queryable): Promise<PlaceMatcher<StoredPlace> & { places: StoredPlace[] }> {
  return memoPerGeneration(db, 'place-matcher', async () => {
    const [{ provinces, municipalities: places }, aliases] = await Promise.all([
      readPlaceLists(db),
      db.select({ psgc: placeAlias.municipalityPsgc, alias: placeAlias.alias }).from(placeAlias),
    ]);
    const stored: StoredPlace[] = places.map((p) => ({
      psgc: p.psgc,
      province: p.provincePsgc,
      name: p.name,
      kind: p.kind,
      aliases: aliases.filter((a) => a.psgc === p.psgc).map((a) => a.alias),
    }));
    const provinceNames = provinces.map((p) => ({ psgc: p.psgc, name: p.name }));
    return { ...createPlaceMatcher(stored, provinceNames), places: stored };
  });
}
