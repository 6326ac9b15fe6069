import 'server-only';
import { and, eq, lt, sql } from 'drizzle-orm';
import { appSetting } from '@/db/schema';
import type { Database } from '@/platform/db/database';

// A load that has not finished after this long is taken to have died with its instance.
const LEASE_MINUTES = 10;

/**
 * One instance loads an issue: the others find the lease taken (a stale one, left by a crash, is taken
 * over). Answers the release to call when the load ends, or null when another instance holds it.
 */
export async function takePagasaLease(db: Database, key: string, issue: string): Promise<(() => Promise<void>) | null> {
  await db.delete(appSetting).where(and(eq(appSetting.key, key), lt(appSetting.updatedAt, sql`now() - make_interval(mins => ${LEASE_MINUTES})`)));
  const taken = await db.insert(appSetting).values({ key, value: issue }).onConflictDoNothing().returning();
  if (taken.length === 0) return null;
  return async () => {
    await db.delete(appSetting).where(and(eq(appSetting.key, key), eq(appSetting.value, issue)));
  };
}
