import 'server-only';
import { sql } from 'drizzle-orm';
import type { Queryable } from '@/server/db/database';
import { queryRows } from '@/server/db/query-rows';

/** Replies one number gets in a day: a farmer never needs more, and two auto-responders texting each other stop here. */
export const REPLIES_PER_DAY = 10;
const KEY_PREFIX = 'sms-reply:';
const WINDOW = sql.raw("interval '1 day'");

/**
 * Counts one reply to a number (by its keyed hash, never the number) in the caller's transaction, and
 * says whether it may be sent. Over the limit the text is still acted on and recorded; only the reply
 * is left out. The upsert locks the counter's row, so two texts at once are counted one after the
 * other; counters older than the window are swept first.
 */
export async function claimReplyAllowance(tx: Queryable, phoneHash: string): Promise<boolean> {
  await tx.execute(sql`delete from rate_limit where key like ${`${KEY_PREFIX}%`} and window_started_at < now() - ${WINDOW}`);
  const expired = sql`rate_limit.window_started_at <= now() - ${WINDOW}`;
  const [row] = await queryRows<{ count: number }>(
    tx,
    sql`insert into rate_limit (key, count, window_started_at)
        values (${`${KEY_PREFIX}${phoneHash}`}, 1, now())
        on conflict (key) do update set
          count = case when ${expired} then 1 else rate_limit.count + 1 end,
          window_started_at = case when ${expired} then now() else rate_limit.window_started_at end
        returning count`,
  );
  return Number(row?.count ?? 1) <= REPLIES_PER_DAY;
}
