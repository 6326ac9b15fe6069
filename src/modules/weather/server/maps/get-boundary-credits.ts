import 'server-only';
import { eq } from 'drizzle-orm';
import { boundary, municipality } from '@/db/schema';
import { boundaryCredits, type BoundaryCredit } from '@/modules/places/rules/boundary-credit';
import type { Queryable } from '@/platform/db/database';

/**
 * The credits owed by a map of the region or of one province (`scope`, its PSGC code), from the
 * sources of the municipal shapes it draws.
 */
export async function getBoundaryCredits(db: Queryable, scope: string): Promise<BoundaryCredit[]> {
  const rows = await db
    .selectDistinct({ source: boundary.source })
    .from(boundary)
    .innerJoin(municipality, eq(municipality.psgc, boundary.psgc))
    .where(scope === 'region' ? undefined : eq(municipality.provincePsgc, scope));
  return boundaryCredits(rows.map((row) => row.source));
}
