import 'server-only';
import { sql } from 'drizzle-orm';
import { signInDelaySeconds } from '@/domain/auth/sign-in-delay';
import type { Database } from '@/server/db/database';
import { queryRows } from '@/server/db/query-rows';

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
  const window = sql.raw(`interval '${Math.trunc(windowSeconds)} seconds'`);
  const expired = sql`rate_limit.window_started_at < now() - ${window}`;
  for (const { key, freeFailures } of rules) {
    const [row] = await queryRows<{ count: number }>(
      db,
      sql`
      insert into rate_limit (key, count, window_started_at)
      values (${key}, 1, now())
      on conflict (key) do update set
        count = case when ${expired} then 1 else rate_limit.count + 1 end,
        window_started_at = case when ${expired} then now() else rate_limit.window_started_at end
      returning count`,
    );
    const wait = signInDelaySeconds(Number(row?.count ?? 1), freeFailures, windowSeconds);
    await db.execute(
      sql`update rate_limit set blocked_until = ${wait > 0 ? sql`now() + ${sql.raw(`interval '${wait} seconds'`)}` : sql`null`} where key = ${key}`,
    );
  }
}
