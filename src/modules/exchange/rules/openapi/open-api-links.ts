import type { PlaceSummary } from './places-answer';

/** Where the open API lives; links in its answers are relative to the portal's origin. */
export const OPEN_API_ROOT = '/api/v1';

export const placeHref = (psgc: string) => `${OPEN_API_ROOT}/places/${psgc}`;

export function toPlaceSummary(
  place: { psgc: string; name: string; kind: 'city' | 'municipality'; lat: number; lon: number },
  province: { psgc: string; name: string },
): PlaceSummary {
  return {
    psgc: place.psgc,
    name: place.name,
    kind: place.kind,
    province: { psgc: province.psgc, name: province.name },
    centroid: { lat: place.lat, lon: place.lon },
    href: placeHref(place.psgc),
  };
}
