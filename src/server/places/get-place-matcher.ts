import 'server-only';
import { municipality, placeAlias, province } from '@/db/schema';
import { createPlaceMatcher, type MatchablePlace, type PlaceMatcher } from '@/domain/places/match-place';
import type { Queryable } from '@/server/db/database';

export interface StoredPlace extends MatchablePlace {
  kind: 'city' | 'municipality';
}

/** A matcher over the places and aliases stored in the database. */
export async function getPlaceMatcher(db: Queryable): Promise<PlaceMatcher<StoredPlace> & { places: StoredPlace[] }> {
  const [provinces, places, aliases] = await Promise.all([
    db.select({ psgc: province.psgc, name: province.name }).from(province),
    db.select().from(municipality),
    db.select({ psgc: placeAlias.municipalityPsgc, alias: placeAlias.alias }).from(placeAlias),
  ]);
  const stored: StoredPlace[] = places.map((p) => ({
    psgc: p.psgc,
    province: p.provincePsgc,
    name: p.name,
    kind: p.kind,
    aliases: aliases.filter((a) => a.psgc === p.psgc).map((a) => a.alias),
  }));
  return { ...createPlaceMatcher(stored, provinces), places: stored };
}
