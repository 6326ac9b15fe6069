import 'server-only';
import { placeHref, toPlaceSummary } from '@/domain/openapi/open-api-links';
import type { PlacesAnswer } from '@/domain/openapi/places-answer';
import type { Queryable } from '@/server/db/database';
import { getRegionConstants } from '@/server/places/get-region-constants';
import { resolvePlaceFilter } from '@/server/places/resolve-place-filter';

const byPsgc = (a: { psgc: string }, b: { psgc: string }) => a.psgc.localeCompare(b.psgc);

/** `GET /api/v1/places`: the region, its provinces and its cities and municipalities, in PSGC order. */
export async function listOpenPlaces(db: Queryable): Promise<PlacesAnswer> {
  const [region, { provinces, municipalities }] = await Promise.all([getRegionConstants(), resolvePlaceFilter(db, {})]);
  const provinceOf = new Map(provinces.map((p) => [p.psgc, p]));
  return {
    region: { key: region.id, name: region.label, abbreviation: region.abbreviation },
    provinces: [...provinces].sort(byPsgc).map((p) => ({ psgc: p.psgc, name: p.name, kind: 'province' as const, href: placeHref(p.psgc) })),
    places: [...municipalities].sort(byPsgc).map((m) => toPlaceSummary(m, provinceOf.get(m.provincePsgc)!)),
  };
}
