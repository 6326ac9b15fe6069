import 'server-only';
import { placeHref, toPlaceSummary } from '@/modules/exchange/rules/openapi/open-api-links';
import type { PlacesAnswer } from '@/modules/exchange/rules/openapi/places-answer';
import { searchPlaces } from '@/modules/places/rules/search-places';
import type { Queryable } from '@/platform/db/database';
import { getRegionConstants } from '@/modules/places/server/get-region-constants';
import { readRegionVillages } from '@/modules/places/server/read-region-villages';
import { resolvePlaceFilter } from '@/modules/places/server/resolve-place-filter';

const byPsgc = (a: { psgc: string }, b: { psgc: string }) => a.psgc.localeCompare(b.psgc);

/**
 * `GET /api/v1/places`: the region, its provinces and its cities and municipalities, in PSGC order. With
 * `q`, only those whose name holds it and the places one of whose villages (barangays) does, saying which.
 */
export async function listOpenPlaces(db: Queryable, query: { q?: string } = {}): Promise<PlacesAnswer> {
  const [region, { provinces, municipalities }] = await Promise.all([getRegionConstants(db), resolvePlaceFilter(db, {})]);
  const provinceOf = new Map(provinces.map((p) => [p.psgc, p]));
  const sortedProvinces = [...provinces].sort(byPsgc);
  const sortedPlaces = [...municipalities].sort(byPsgc);
  const answer = (chosenProvinces: typeof provinces, places: PlacesAnswer['places']): PlacesAnswer => ({
    region: { key: region.id, name: region.label, abbreviation: region.abbreviation },
    provinces: chosenProvinces.map((p) => ({ psgc: p.psgc, name: p.name, kind: 'province' as const, href: placeHref(p.psgc) })),
    places,
  });
  if (query.q === undefined)
    return answer(
      sortedProvinces,
      sortedPlaces.map((m) => toPlaceSummary(m, provinceOf.get(m.provincePsgc)!)),
    );

  const found = searchPlaces(query.q, { provinces: sortedProvinces, places: sortedPlaces, villages: await readRegionVillages() });
  return answer(
    found.provinces,
    found.places.map(({ place, byName, villages }) => ({
      ...toPlaceSummary(place, provinceOf.get(place.provincePsgc)!),
      match: { name: byName, villages: villages.map((v) => ({ psgc: v.psgc, name: v.name, formerName: v.formerName })) },
    })),
  );
}
