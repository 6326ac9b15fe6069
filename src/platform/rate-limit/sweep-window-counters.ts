import 'server-only';
import { sql } from 'drizzle-orm';
import type { Queryable } from '@/platform/db/database';

/**
 * Deletes the counters of one kind (their keys' prefix) whose window began more than `olderThanSeconds`
 * ago: they can no longer refuse anything, and the hashes in their keys need not be kept.
 */
export async function sweepWindowCounters(db: Queryable, prefix: string, olderThanSeconds: number): Promise<void> {
  await db.execute(
    sql`delete from rate_limit where key like ${`${prefix}%`} and window_started_at < now() - ${sql.raw(`interval '${Math.trunc(olderThanSeconds)} seconds'`)}`,
  );
}
