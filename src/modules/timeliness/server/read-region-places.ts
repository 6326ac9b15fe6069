import 'server-only';
import { asc, eq } from 'drizzle-orm';
import { municipality, province } from '@/db/schema';
import { REGION } from '@/modules/places/rules/region';
import type { PlaceRef, ProvinceRef } from '@/modules/timeliness/rules/outlook-timeliness';
import type { Queryable } from '@/platform/db/database';

/** The region's provinces (by name) and cities and municipalities, as the timeliness views name them. */
export async function readRegionPlaces(db: Queryable): Promise<{ provinces: ProvinceRef[]; places: PlaceRef[] }> {
  const [provinces, places] = await Promise.all([
    db.select({ psgc: province.psgc, name: province.name }).from(province).where(eq(province.regionKey, REGION.key)).orderBy(asc(province.name)),
    db.select({ psgc: municipality.psgc, name: municipality.name, provincePsgc: municipality.provincePsgc }).from(municipality),
  ]);
  return { provinces, places };
}
