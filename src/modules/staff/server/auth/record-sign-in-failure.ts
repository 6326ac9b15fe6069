import 'server-only';
import { sql } from 'drizzle-orm';
import { SIGN_IN_KEY_PREFIX, signInDelaySeconds } from '@/modules/staff/rules/sign-in-delay';
import type { Database } from '@/platform/db/database';
import { countInWindow } from '@/platform/rate-limit/count-in-window';
import { sweepWindowCounters } from '@/platform/rate-limit/sweep-window-counters';

export interface ThrottleRule {
  key: string;
  /** Failures within the window that cost no wait. */
  freeFailures: number;
}

/**
 * Counts a failed sign-in against each rule and sets the wait before the key's next attempt
 * (signInDelaySeconds). Counts start again once a window has passed since the first failure.
 */
export async function recordSignInFailure(db: Database, rules: ThrottleRule[], windowSeconds: number): Promise<void> {
  // A counter whose window ended before the last one began is spent, and so is its wait (never longer
  // than a window): swept, so the superadmin's list of failing addresses shows only live ones.
  await sweepWindowCounters(db, SIGN_IN_KEY_PREFIX, 2 * windowSeconds);
  for (const { key, freeFailures } of rules) {
    const { count } = await countInWindow(db, key, windowSeconds);
    const wait = signInDelaySeconds(count, freeFailures, windowSeconds);
    await db.execute(
      sql`update rate_limit set blocked_until = ${wait > 0 ? sql`now() + ${sql.raw(`interval '${wait} seconds'`)}` : sql`null`} where key = ${key}`,
    );
  }
}
