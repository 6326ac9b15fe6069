import 'server-only';
import { sql } from 'drizzle-orm';
import { describeWait } from '@/domain/feedback/feedback-limits';
import { SIGNUP_KEY_PREFIX, type SignupRefusal } from '@/domain/sms/signup-limits';
import type { Queryable } from '@/server/db/database';
import { queryRows } from '@/server/db/query-rows';
import { AppError } from '@/server/errors/app-error';

export interface SignupRule {
  key: string;
  answers: number;
  windowSeconds: number;
  /** What the reader is told when this rule is the one that refuses. */
  refusal: Extract<SignupRefusal, 'number_limit' | 'address_limit' | 'code_limit' | 'too_many_wrong'>;
}

const MESSAGES: Record<SignupRule['refusal'], string> = {
  number_limit: 'This number has been sent as many codes as it may today.',
  address_limit: 'Many codes have been asked for from this network in the last hour.',
  code_limit: 'Many codes have been typed from this network in the last hour.',
  too_many_wrong: 'A wrong code was typed too many times: this code no longer works. Start again.',
};

/**
 * Counts one use of the form against each rule, in a fixed window per counter (the `rate_limit` table,
 * as the feedback form counts). The upsert locks each counter's row, so two posts at once are counted
 * one after the other. A use over a limit throws 429 with Retry-After (the rest of that window); a code's tries, 410. The
 * caller commits the counts before the work it guards: a refused or failed request still counts, so
 * probing the form costs as much as using it. The form's counters older than a day are swept first.
 */
export async function claimSignupAllowance(tx: Queryable, rules: readonly SignupRule[]): Promise<number[]> {
  const counts: number[] = [];
  await tx.execute(sql`delete from rate_limit where key like ${`${SIGNUP_KEY_PREFIX}%`} and window_started_at < now() - interval '1 day'`);
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
    const count = Number(row?.count ?? 1);
    counts.push(count);
    if (count > rule.answers) {
      // A one-time code's tries end it for good: it is gone, not worth waiting for.
      if (rule.refusal === 'too_many_wrong') throw new AppError('GONE', MESSAGES.too_many_wrong, { details: { reason: rule.refusal } });
      const retryAfter = Math.max(1, Number(row?.seconds_left ?? rule.windowSeconds));
      const wait = describeWait(retryAfter);
      throw new AppError('TOO_MANY_REQUESTS', `${MESSAGES[rule.refusal]} Try again in ${wait.count} ${wait.unit}.`, {
        headers: { 'Retry-After': String(retryAfter) },
        details: { reason: rule.refusal, retryAfter },
      });
    }
  }
  // Each rule's count with this use, in the rules' order.
  return counts;
}
