import 'server-only';
import { locatePlace, type PlaceLocation } from '@/modules/places/rules/locate-place';
import type { Queryable } from '@/platform/db/database';
import { getBoundaries } from '@/modules/weather/server/maps/get-boundaries';
import { resolvePlaceFilter } from '@/modules/places/server/resolve-place-filter';

export interface LocatedPlace {
  psgc: string;
  name: string;
  province: { psgc: string; name: string };
}

/** "Use my location": the city or municipality holding a position (or just beside it), or how far away the region is. */
export async function locatePublicPlace(db: Queryable, position: { lat: number; lon: number }): Promise<PlaceLocation<LocatedPlace>> {
  const { provinces, municipalities } = await resolvePlaceFilter(db, {});
  const shapes = await getBoundaries(
    db,
    municipalities.map((m) => m.psgc),
  );
  const provinceOf = new Map(provinces.map((p) => [p.psgc, p]));
  const places = municipalities.map((m) => ({
    psgc: m.psgc,
    name: m.name,
    lat: m.lat,
    lon: m.lon,
    geometry: shapes.get(m.psgc) ?? null,
    province: { psgc: m.provincePsgc, name: provinceOf.get(m.provincePsgc)?.name ?? '' },
  }));
  const found = locatePlace(position, places);
  if (found.kind === 'outside') return found;
  const { psgc, name, province } = found.place;
  return { ...found, place: { psgc, name, province } };
}
