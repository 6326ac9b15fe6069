import 'server-only';
import { REGION } from '@/modules/places/rules/region';
import type { Queryable } from '@/platform/db/database';
import { AppError } from '@/platform/errors/app-error';
import { readRegionVillages } from '@/modules/places/server/read-region-villages';
import { resolvePlaceFilter, type ResolvedPlaces } from '@/modules/places/server/resolve-place-filter';

type Municipality = ResolvedPlaces['municipalities'][number];

export type OpenMunicipality = Municipality & { province: { psgc: string; name: string } };
export type OpenPlace = OpenMunicipality | { kind: 'province'; psgc: string; name: string; places: Municipality[] };

/**
 * The province, city or municipality with a PSGC code; unknown codes are a 404 naming the code (and, for a
 * barangay's code, its city or municipality). With
 * `municipalityFor` (what is being read, e.g. "outlooks"), a province code is a 400 that says why.
 */
export async function findOpenPlace(db: Queryable, psgc: string): Promise<OpenPlace>;
export async function findOpenPlace(db: Queryable, psgc: string, municipalityFor: string): Promise<OpenMunicipality>;
export async function findOpenPlace(db: Queryable, psgc: string, municipalityFor?: string): Promise<OpenPlace> {
  const { provinces, municipalities } = await resolvePlaceFilter(db, {});
  const place = municipalities.find((m) => m.psgc === psgc);
  if (place) return { ...place, province: provinces.find((p) => p.psgc === place.provincePsgc)! };
  const province = provinces.find((p) => p.psgc === psgc);
  if (!province) {
    // A barangay's code is a common slip (it is what people find on their own papers): say whose it is.
    const village = (await readRegionVillages()).villages.find((v) => v.psgc === psgc);
    const owner = village && municipalities.find((m) => m.psgc === village.municipalityPsgc);
    if (village && owner) {
      const ownerProvince = provinces.find((p) => p.psgc === owner.provincePsgc)!;
      throw new AppError(
        'NOT_FOUND',
        `${psgc} is the barangay ${village.name} of ${owner.name}, ${ownerProvince.name}: this API answers per city or municipality, at /api/v1/places/${owner.psgc}.`,
      );
    }
    throw new AppError('NOT_FOUND', `No province, city or municipality of ${REGION.abbreviation} has the PSGC code ${psgc} (the list is at /api/v1/places).`);
  }
  if (municipalityFor) {
    throw new AppError(
      'BAD_REQUEST',
      `${psgc} is the province of ${province.name}: ${municipalityFor} are given per city or municipality. Its places are listed at /api/v1/places/${psgc}.`,
    );
  }
  return { kind: 'province', psgc, name: province.name, places: municipalities.filter((m) => m.provincePsgc === psgc) };
}
