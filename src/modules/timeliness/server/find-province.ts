import 'server-only';
import { and, eq } from 'drizzle-orm';
import { province } from '@/db/schema';
import { REGION } from '@/modules/places/rules/region';
import type { ProvinceRef } from '@/modules/timeliness/rules/outlook-timeliness';
import type { Queryable } from '@/platform/db/database';
import { AppError } from '@/platform/errors/app-error';

/** A province of the region by its PSGC code; 404 naming the code when the region has none such. */
export async function findProvince(db: Queryable, psgc: string): Promise<ProvinceRef> {
  const [found] = await db
    .select({ psgc: province.psgc, name: province.name })
    .from(province)
    .where(and(eq(province.psgc, psgc), eq(province.regionKey, REGION.key)));
  if (!found) throw new AppError('NOT_FOUND', `No province ${psgc} in ${REGION.label}.`);
  return found;
}
