import 'server-only';
import { inArray } from 'drizzle-orm';
import { boundary } from '@/db/schema';
import type { Queryable } from '@/platform/db/database';

export type BoundaryGeometry = (typeof boundary.$inferSelect)['geometry'];

/** Stored shapes of the given places, by PSGC code; places without a shape are absent. */
export async function getBoundaries(db: Queryable, psgcs: string[]): Promise<Map<string, BoundaryGeometry>> {
  if (psgcs.length === 0) return new Map();
  const rows = await db.select({ psgc: boundary.psgc, geometry: boundary.geometry }).from(boundary).where(inArray(boundary.psgc, psgcs));
  return new Map(rows.map((row) => [row.psgc, row.geometry]));
}
