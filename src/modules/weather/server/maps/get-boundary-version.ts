import 'server-only';
import { max } from 'drizzle-orm';
import { boundary } from '@/db/schema';
import type { Queryable } from '@/platform/db/database';

/** Changes whenever boundaries are imported, so map addresses change with them and can be cached for good. */
export async function getBoundaryVersion(db: Queryable): Promise<number> {
  const [row] = await db.select({ latest: max(boundary.updatedAt) }).from(boundary);
  return row?.latest ? new Date(row.latest).getTime() : 0;
}
