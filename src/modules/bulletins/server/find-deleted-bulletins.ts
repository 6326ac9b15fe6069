import 'server-only';
import { and, eq, inArray } from 'drizzle-orm';
import { auditLog } from '@/db/schema';
import type { Queryable } from '@/platform/db/database';

/**
 * Which of these missing bulletins were deleted (their audit row says so) rather than never saved: a step
 * that lost the race to a delete is told the bulletin's state is "deleted" (409), not that it never was (404).
 */
export async function findDeletedBulletins(db: Queryable, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ target: auditLog.target })
    .from(auditLog)
    .where(and(eq(auditLog.action, 'bulletin.delete'), inArray(auditLog.target, [...ids])));
  return new Set(rows.map((row) => row.target).filter((target): target is string => target !== null));
}
