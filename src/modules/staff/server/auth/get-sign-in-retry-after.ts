import 'server-only';
import { inArray } from 'drizzle-orm';
import { rateLimit } from '@/db/schema';
import type { Database } from '@/platform/db/database';

/** Seconds to wait before the next sign-in attempt, or 0 when no counter blocks it. */
export async function getSignInRetryAfter(db: Database, keys: string[]): Promise<number> {
  const rows = await db.select({ blockedUntil: rateLimit.blockedUntil }).from(rateLimit).where(inArray(rateLimit.key, keys));
  const now = Date.now();
  const waits = rows.map((row) => (row.blockedUntil ? Math.ceil((row.blockedUntil.getTime() - now) / 1000) : 0));
  return Math.max(0, ...waits);
}
