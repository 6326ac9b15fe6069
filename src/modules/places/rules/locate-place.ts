type Position = [lon: number, lat: number];
type Ring = Position[];

export interface LocatablePlace {
  psgc: string;
  lat: number;
  lon: number;
  /** The place's boundary (GeoJSON, WGS84), when one is stored. */
  geometry?: { type: 'Polygon' | 'MultiPolygon'; coordinates: unknown } | null;
}

export type PlaceLocation<P> = { kind: 'inside'; place: P } | { kind: 'nearest'; place: P; km: number } | { kind: 'outside'; km: number };

/**
 * How far outside every stored boundary a position may be and still be taken as the nearest place's:
 * the boundaries are simplified, so a shore or a border may be off by a few hundred metres, and a
 * fisher a little way out at sea still wants the town's outlook. Manila is much farther out.
 */
export const NEAR_BOUNDARY_KM = 3;
/** With no boundary stored for a place: how far from its centre (the widest towns reach about 40 km). */
export const NEAR_CENTRE_KM = 40;

const EARTH_RADIUS_KM = 6371;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance between two positions. */
export function distanceKm(a: { lat: number; lon: number }, b: { lat: number; lon: number }): number {
  const dLat = radians(b.lat - a.lat);
  const dLon = radians(b.lon - a.lon);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

// Even-odd ray casting on the plane: a municipality is small enough for longitude and latitude to be
// treated as flat, and unlike a spherical test it does not care which way a file winds its rings.
function ringHolds(ring: Ring, [x, y]: Position): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i, i += 1) {
    const [xi, yi] = ring[i]!;
    const [xj, yj] = ring[j]!;
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

const polygonHolds = (rings: Ring[], point: Position) =>
  rings.length > 0 && ringHolds(rings[0]!, point) && !rings.slice(1).some((hole) => ringHolds(hole, point));

function geometryHolds(geometry: NonNullable<LocatablePlace['geometry']>, point: Position): boolean {
  if (geometry.type === 'Polygon') return polygonHolds(geometry.coordinates as Ring[], point);
  return (geometry.coordinates as Ring[][]).some((polygon) => polygonHolds(polygon, point));
}

function* geometryPoints(geometry: NonNullable<LocatablePlace['geometry']>): Generator<Position> {
  const polygons = geometry.type === 'Polygon' ? [geometry.coordinates as Ring[]] : (geometry.coordinates as Ring[][]);
  for (const polygon of polygons) for (const ring of polygon) yield* ring;
}

/** How far a position is from a place: from its boundary's nearest corner, or from its centre when it has no boundary. */
function reach(position: { lat: number; lon: number }, place: LocatablePlace): { km: number; limit: number } {
  if (!place.geometry) return { km: distanceKm(position, place), limit: NEAR_CENTRE_KM };
  let km = Infinity;
  for (const [lon, lat] of geometryPoints(place.geometry)) km = Math.min(km, distanceKm(position, { lat, lon }));
  return { km, limit: NEAR_BOUNDARY_KM };
}

/**
 * The place a phone's position falls in: the one whose boundary holds it, else the nearest one when
 * the position is just outside its boundary (or near the centre of a place without one), else
 * outside the region, with the distance to the nearest place.
 */
export function locatePlace<P extends LocatablePlace>(position: { lat: number; lon: number }, places: readonly P[]): PlaceLocation<P> {
  const point: Position = [position.lon, position.lat];
  const holder = places.find((place) => place.geometry && geometryHolds(place.geometry, point));
  if (holder) return { kind: 'inside', place: holder };
  let nearest: { place: P; km: number; limit: number } | null = null;
  for (const place of places) {
    const distance = reach(position, place);
    if (!nearest || distance.km < nearest.km) nearest = { place, ...distance };
  }
  if (!nearest) return { kind: 'outside', km: Infinity };
  return nearest.km <= nearest.limit ? { kind: 'nearest', place: nearest.place, km: nearest.km } : { kind: 'outside', km: nearest.km };
}
