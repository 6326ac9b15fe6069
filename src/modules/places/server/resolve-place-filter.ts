import 'server-only';
import { normalizePlaceName } from '@/modules/places/rules/normalize-place-name';
import type { Village } from '@/modules/places/rules/pick-region-villages';
import type { Queryable } from '@/platform/db/database';
import { AppError } from '@/platform/errors/app-error';
import { readPlaceLists } from './read-place-lists';
import { readRegionVillages } from './read-region-villages';

export interface PlaceFilter {
  province?: string;
  municipality?: string;
}

export interface ResolvedPlaces {
  provinces: { psgc: string; name: string }[];
  municipalities: { psgc: string; name: string; provincePsgc: string; kind: 'city' | 'municipality'; lat: number; lon: number }[];
  /** When the municipality was given as a village (barangay) name or code: the villages it named, in the one place chosen. */
  villages?: Village[];
}

/** How many places an ambiguous village name lists before "and N more". */
const NAMED_PLACES = 5;

/**
 * The places a read asks for: a province and/or municipality given by PSGC code or name. A municipality
 * may also be given by one of its villages (barangays), by name or code, when no city or municipality
 * has that name: a name several places' villages share is a 400 that lists them. An unknown place is a
 * 404 that names it, never an empty answer.
 */
export async function resolvePlaceFilter(db: Queryable, filter: PlaceFilter): Promise<ResolvedPlaces> {
  const { provinces, municipalities: places } = await readPlaceLists(db);
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
  let villages: Village[] | undefined;
  if (filter.municipality) {
    const named = pick(chosenPlaces, filter.municipality);
    if (named.length === 0) {
      // Only now are the villages read: most reads name a city or municipality, or nothing.
      ({ places: chosenPlaces, villages } = await pickByVillage(chosenPlaces, chosenProvinces, filter));
    } else {
      chosenPlaces = named;
    }
    if (chosenPlaces.length > 1) throw new AppError('BAD_REQUEST', `"${filter.municipality}" names more than one place: add the province.`);
  }
  return {
    provinces: chosenProvinces.map((p) => ({ psgc: p.psgc, name: p.name })),
    municipalities: chosenPlaces
      .map((p) => ({ psgc: p.psgc, name: p.name, provincePsgc: p.provincePsgc, kind: p.kind, lat: p.lat, lon: p.lon }))
      .sort((a, b) => a.name.localeCompare(b.name)),
    ...(villages ? { villages } : {}),
  };
}

async function pickByVillage<P extends { psgc: string; name: string; provincePsgc: string }>(
  places: P[],
  provinces: { psgc: string; name: string }[],
  filter: PlaceFilter,
): Promise<{ places: P[]; villages: Village[] }> {
  const wanted = filter.municipality!;
  const index = await readRegionVillages();
  const found = (/^\d{10}$/.test(wanted) ? index.villages.filter((v) => v.psgc === wanted) : index.named(wanted)).filter((v) =>
    places.some((p) => p.psgc === v.municipalityPsgc),
  );
  const owners = places.filter((p) => found.some((v) => v.municipalityPsgc === p.psgc));
  if (owners.length === 0) throw new AppError('NOT_FOUND', `Unknown municipality "${wanted}"${filter.province ? ` in ${filter.province}` : ''}.`);
  if (owners.length > 1) {
    const named = owners
      .sort((a, b) => a.psgc.localeCompare(b.psgc))
      .slice(0, NAMED_PLACES)
      .map((p) => `${p.name}, ${provinces.find((province) => province.psgc === p.provincePsgc)?.name ?? p.provincePsgc}`);
    const more = owners.length > NAMED_PLACES ? ` and ${owners.length - NAMED_PLACES} more` : '';
    throw new AppError(
      'BAD_REQUEST',
      `"${wanted}" is a barangay of more than one place (${named.join('; ')}${more}): give the city or municipality${filter.province ? '' : ', or add the province'}.`,
    );
  }
  return { places: owners, villages: found };
}
