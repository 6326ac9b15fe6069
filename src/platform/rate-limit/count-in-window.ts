import 'server-only';
import { sql } from 'drizzle-orm';
import type { Queryable } from '@/platform/db/database';
import { queryRows } from '@/platform/db/query-rows';

export interface WindowCount {
  /** Uses counted in the key's current window, this one included. */
  count: number;
  /** Whole seconds until the window ends (at least 1): what a refusal's Retry-After says. */
  secondsLeft: number;
}

/**
 * Counts one use of `key` in a fixed window (the `rate_limit` table), starting a new window once the
 * last one has passed. The upsert locks the counter's row, so two uses at once are counted one after
 * the other, and in the caller's transaction a rollback takes the count back out. Every limit of the
 * portal (sign-in failures, feedback answers, sign-up codes, replies by text) counts through here.
 */
export async function countInWindow(db: Queryable, key: string, windowSeconds: number): Promise<WindowCount> {
  const window = sql.raw(`interval '${Math.trunc(windowSeconds)} seconds'`);
  const expired = sql`rate_limit.window_started_at <= now() - ${window}`;
  const [row] = await queryRows<{ count: number | string; seconds_left: number | string }>(
    db,
    sql`
    insert into rate_limit (key, count, window_started_at)
    values (${key}, 1, now())
    on conflict (key) do update set
      count = case when ${expired} then 1 else rate_limit.count + 1 end,
      window_started_at = case when ${expired} then now() else rate_limit.window_started_at end
    returning count, ceil(extract(epoch from (window_started_at + ${window} - now()))) as seconds_left`,
  );
  return { count: Number(row?.count ?? 1), secondsLeft: Math.max(1, Number(row?.seconds_left ?? windowSeconds)) };
}
