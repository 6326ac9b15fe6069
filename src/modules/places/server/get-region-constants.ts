import 'server-only';
import type { Queryable } from '@/platform/db/database';
import { eq } from 'drizzle-orm';
import { region } from '@/db/schema';
import { REGION } from '@/modules/places/rules/region';
import { memoPerGeneration } from '@/platform/cache/memo-per-generation';
import { AppError } from '@/platform/errors/app-error';

export interface RegionConstants {
  id: string;
  label: string;
  code: string;
  abbreviation: string;
  center: { lat: number; lon: number };
}

/** The region, read once per data version (only the region seed and a restore write it); shared, so callers must not change it. */
export function getRegionConstants(db: Queryable): Promise<RegionConstants> {
  return memoPerGeneration(db, 'region-constants', async () => {
    const [row] = await db.select().from(region).where(eq(region.key, REGION.key));
    // Not kept: the next read asks again, and finds the region once the portal has seeded it.
    if (!row) throw new AppError('NOT_FOUND', 'The region has not been loaded. Start the portal once to seed it.');
    return {
      id: row.key,
      label: row.label,
      code: row.code,
      abbreviation: row.abbreviation,
      center: { lat: row.centerLat, lon: row.centerLon },
    };
  });
}
