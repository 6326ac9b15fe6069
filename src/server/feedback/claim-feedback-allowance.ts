import 'server-only';
import { sql } from 'drizzle-orm';
import { describeWait, FEEDBACK_KEY_PREFIX } from '@/domain/feedback/feedback-limits';
import type { FeedbackRefusal } from '@/domain/feedback/feedback-answer';
import type { Queryable } from '@/server/db/database';
import { queryRows } from '@/server/db/query-rows';
import { AppError } from '@/server/errors/app-error';

export interface AllowanceRule {
  key: string;
  answers: number;
  windowSeconds: number;
  /** What the reader is told when this rule is the one that refuses. */
  refusal: Extract<FeedbackRefusal, 'address_limit' | 'bulletin_limit' | 'reader_limit'>;
}

const LONGEST_WINDOW = "interval '1 day'";

/**
 * Counts one answer against each rule, in the caller's transaction. The upsert locks each counter's
 * row, so two answers at once are counted one after the other; an answer over a limit throws 429 with
 * Retry-After (the rest of that window), and the caller's rollback takes its counts back out, so a
 * refused answer costs nothing. Feedback counters older than the longest window are swept first: they
 * can no longer refuse anything, and the hashes need not be kept.
 */
export async function claimFeedbackAllowance(tx: Queryable, rules: readonly AllowanceRule[]): Promise<void> {
  await tx.execute(sql`delete from rate_limit where key like ${`${FEEDBACK_KEY_PREFIX}%`} and window_started_at < now() - ${sql.raw(LONGEST_WINDOW)}`);
  for (const rule of rules) {
    const window = sql.raw(`interval '${Math.trunc(rule.windowSeconds)} seconds'`);
    const expired = sql`rate_limit.window_started_at <= now() - ${window}`;
    const [row] = await queryRows<{ count: number; seconds_left: number | string }>(
      tx,
      sql`
      insert into rate_limit (key, count, window_started_at)
      values (${rule.key}, 1, now())
      on conflict (key) do update set
        count = case when ${expired} then 1 else rate_limit.count + 1 end,
        window_started_at = case when ${expired} then now() else rate_limit.window_started_at end
      returning count, ceil(extract(epoch from (window_started_at + ${window} - now()))) as seconds_left`,
    );
    if (Number(row?.count ?? 1) > rule.answers) {
      const retryAfter = Math.max(1, Number(row?.seconds_left ?? rule.windowSeconds));
      throw new AppError('TOO_MANY_REQUESTS', refusalMessage(rule, retryAfter), {
        headers: { 'Retry-After': String(retryAfter) },
        details: { reason: rule.refusal, retryAfter },
      });
    }
  }
}

function refusalMessage(rule: AllowanceRule, retryAfter: number): string {
  const { count, unit } = describeWait(retryAfter);
  const wait = `${count} ${unit}`;
  if (rule.refusal === 'bulletin_limit') return `You have already answered about this bulletin today. You may answer again in ${wait}.`;
  if (rule.refusal === 'reader_limit') return `You have sent many answers in the last hour. Try again in ${wait}.`;
  return `Too many answers from this network in the last hour. Try again in ${wait}.`;
}
