import 'server-only';
import type { Queryable } from '@/platform/db/database';
import { memoPerGeneration } from '@/platform/cache/memo-per-generation';
import { AppError } from '@/platform/errors/app-error';
import { readPlaceLists } from './read-place-lists';
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
 * city or municipality and province by the names the portal uses, flat and in PSGC order. Built once
 * per data version; shared, so callers must not change it.
 */
export function getVillageConstants(db: Queryable): Promise<VillageConstant[]> {
  return memoPerGeneration(db, 'village-constants', async () => {
    const [{ villages }, { provinces, municipalities: places }] = await Promise.all([readRegionVillages(), readPlaceLists(db)]);
    if (provinces.length === 0) throw new AppError('NOT_FOUND', 'Received empty data');
    const provinceOf = new Map(provinces.map((p) => [p.psgc, { id: p.psgc, label: p.name }]));
    const placeOf = new Map(places.map((m) => [m.psgc, { municipality: { id: m.psgc, label: m.name }, province: provinceOf.get(m.provincePsgc)! }]));
    return villages.flatMap((village) => {
      const place = placeOf.get(village.municipalityPsgc);
      // The list is cut to the seeded places, so every village has one; a place the database lacks is skipped, not guessed.
      return place ? [{ id: village.psgc, label: village.name, formerLabel: village.formerName, ...place }] : [];
    });
  });
}
