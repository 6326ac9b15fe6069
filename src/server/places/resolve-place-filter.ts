import 'server-only';
import { municipality, province } from '@/db/schema';
import { normalizePlaceName } from '@/domain/places/normalize-place-name';
import type { Queryable } from '@/server/db/database';
import { AppError } from '@/server/http/app-error';

export interface PlaceFilter {
  province?: string;
  municipality?: string;
}

export interface ResolvedPlaces {
  provinces: { psgc: string; name: string }[];
  municipalities: { psgc: string; name: string; provincePsgc: string; kind: 'city' | 'municipality'; lat: number; lon: number }[];
}

/**
 * The places a read asks for: a province and/or municipality given by PSGC code or name.
 * An unknown place is a 404 that names it, never an empty answer.
 */
export async function resolvePlaceFilter(db: Queryable, filter: PlaceFilter): Promise<ResolvedPlaces> {
  const [provinces, places] = await Promise.all([db.select().from(province), db.select().from(municipality)]);
  const pick = <T extends { psgc: string; name: string }>(list: T[], wanted: string) => {
    const key = normalizePlaceName(wanted);
    return list.filter((item) => item.psgc === wanted || normalizePlaceName(item.name) === key);
  };
  let chosenProvinces = provinces;
  if (filter.province) {
    chosenProvinces = pick(provinces, filter.province);
    if (chosenProvinces.length === 0) throw new AppError('NOT_FOUND', `Unknown province "${filter.province}".`);
  }
  let chosenPlaces = places.filter((p) => chosenProvinces.some((c) => c.psgc === p.provincePsgc));
  if (filter.municipality) {
    chosenPlaces = pick(chosenPlaces, filter.municipality);
    if (chosenPlaces.length === 0) throw new AppError('NOT_FOUND', `Unknown municipality "${filter.municipality}"${filter.province ? ` in ${filter.province}` : ''}.`);
    if (chosenPlaces.length > 1) throw new AppError('BAD_REQUEST', `"${filter.municipality}" names more than one place: add the province.`);
  }
  return {
    provinces: chosenProvinces.map((p) => ({ psgc: p.psgc, name: p.name })),
    municipalities: chosenPlaces
      .map((p) => ({ psgc: p.psgc, name: p.name, provincePsgc: p.provincePsgc, kind: p.kind, lat: p.lat, lon: p.lon }))
      .sort((a, b) => a.name.localeCompare(b.name)),
  };
}
