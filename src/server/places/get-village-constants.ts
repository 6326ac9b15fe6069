import 'server-only';
import type { Queryable } from '@/server/db/database';
import { municipality, province } from '@/db/schema';
import { AppError } from '@/server/errors/app-error';
import { readRegionVillages } from './read-region-villages';

/** One village (barangay), in the constants documents' words: `id` is the PSGC code, `label` the name. */
export interface VillageConstant {
  id: string;
  label: string;
  /** The name before the barangay was renamed, or null. */
  formerLabel: string | null;
  municipality: { id: string; label: string };
  /** Lucena's villages are under Quezon, as the provinces document lists Lucena. */
  province: { id: string; label: string };
}

/**
 * The villages constants document: every barangay of the region by PSGC code (PSGC 2025-2Q), with its
 * city or municipality and province by the names the portal uses, flat and in PSGC order.
 */
export async function getVillageConstants(db: Queryable): Promise<VillageConstant[]> {
  const [{ villages }, provinces, places] = await Promise.all([
    readRegionVillages(),
    db.select({ psgc: province.psgc, name: province.name }).from(province),
    db.select({ psgc: municipality.psgc, name: municipality.name, province: municipality.provincePsgc }).from(municipality),
  ]);
  if (provinces.length === 0) throw new AppError('NOT_FOUND', 'Received empty data');
  const provinceOf = new Map(provinces.map((p) => [p.psgc, { id: p.psgc, label: p.name }]));
  const placeOf = new Map(places.map((m) => [m.psgc, { municipality: { id: m.psgc, label: m.name }, province: provinceOf.get(m.province)! }]));
  return villages.flatMap((village) => {
    const place = placeOf.get(village.municipalityPsgc);
    // The list is cut to the seeded places, so every village has one; a place the database lacks is skipped, not guessed.
    return place ? [{ id: village.psgc, label: village.name, formerLabel: village.formerName, ...place }] : [];
  });
}
