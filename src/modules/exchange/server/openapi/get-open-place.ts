import 'server-only';
import { placeHref, toPlaceSummary } from '@/modules/exchange/rules/openapi/open-api-links';
import type { PlaceAnswer } from '@/modules/exchange/rules/openapi/places-answer';
import type { Queryable } from '@/platform/db/database';
import { findOpenPlace } from './find-open-place';

/** `GET /api/v1/places/{psgc}`: a city or municipality, or a province with its places, and the addresses of its data. */
export async function getOpenPlace(db: Queryable, psgc: string): Promise<PlaceAnswer> {
  const place = await findOpenPlace(db, psgc);
  const self = placeHref(psgc);
  const links = { self, calendars: `${self}/calendars`, bulletins: `${self}/bulletins` };
  if (place.kind === 'province') {
    return {
      psgc,
      name: place.name,
      kind: 'province',
      province: null,
      centroid: null,
      places: [...place.places].sort((a, b) => a.psgc.localeCompare(b.psgc)).map((m) => toPlaceSummary(m, place)),
      links: { ...links, province: null, outlooks: null, recommendations: null },
    };
  }
  return {
    psgc,
    name: place.name,
    kind: place.kind,
    province: place.province,
    centroid: { lat: place.lat, lon: place.lon },
    places: [],
    links: { ...links, province: placeHref(place.province.psgc), outlooks: `${self}/outlooks`, recommendations: `${self}/recommendations` },
  };
}
