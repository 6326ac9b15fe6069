import 'server-only';
import { describeWait } from '@/modules/feedback/rules/feedback-limits';
import { SIGNUP_KEY_PREFIX, type SignupRefusal } from '@/modules/sms/rules/signup-limits';
import type { Queryable } from '@/platform/db/database';
import { AppError } from '@/platform/errors/app-error';
import { logger } from '@/platform/log/logger';
import { countInWindow } from '@/platform/rate-limit/count-in-window';
import { sweepWindowCounters } from '@/platform/rate-limit/sweep-window-counters';

export interface SignupRule {
  key: string;
  answers: number;
  windowSeconds: number;
  /** What the reader is told when this rule is the one that refuses. */
  refusal: Extract<SignupRefusal, 'number_limit' | 'address_limit' | 'portal_limit' | 'code_limit' | 'too_many_wrong'>;
  /** Counted only when this holds of the counts of the rules before it (0 for a rule not counted). */
  onlyIf?: (earlier: readonly number[]) => boolean;
}

const MESSAGES: Record<SignupRule['refusal'], string> = {
  number_limit: 'This number has been sent as many codes as it may today.',
  address_limit: 'Many codes have been asked for from this network in the last hour.',
  portal_limit: 'Many codes have been asked for on this portal in the last hour.',
  code_limit: 'Many codes have been typed from this network in the last hour.',
  too_many_wrong: 'A wrong code was typed too many times: this code no longer works. Start again.',
};

// When this instance last warned that the portal's hour of codes ran out: once an hour is news, every refused request would be noise.
let portalLimitWarnedAt = 0;

function warnPortalLimit(codesPerHour: number) {
  if (Date.now() - portalLimitWarnedAt < 60 * 60 * 1000) return;
  portalLimitWarnedAt = Date.now();
  logger.warn({ codesPerHour }, 'the SMS form has texted ACAP_SMS_CODES_PER_HOUR codes this hour: further requests are refused until the hour ends');
}

/**
 * Counts one use of the form against each rule, in a fixed window per counter (`countInWindow`, as the
 * feedback form counts). A use over a limit throws 429 with Retry-After (the rest of that window); a code's tries, 410. The
 * caller commits the counts before the work it guards, or with it (the stop form, whose one insert must
 * not make a commit that tells: decision 085): a request that passes counts, so probing the form costs
 * as much as using it. The form's counters older than a day are swept first.
 */
export async function claimSignupAllowance(tx: Queryable, rules: readonly SignupRule[]): Promise<number[]> {
  const counts: number[] = [];
  await sweepWindowCounters(tx, SIGNUP_KEY_PREFIX, 86_400);
  for (const rule of rules) {
    if (rule.onlyIf && !rule.onlyIf(counts)) {
      counts.push(0);
      continue;
    }
    const { count, secondsLeft } = await countInWindow(tx, rule.key, rule.windowSeconds);
    counts.push(count);
    if (count > rule.answers) {
      if (rule.refusal === 'portal_limit') warnPortalLimit(rule.answers);
      // A one-time code's tries end it for good: it is gone, not worth waiting for.
      if (rule.refusal === 'too_many_wrong') throw new AppError('GONE', MESSAGES.too_many_wrong, { details: { reason: rule.refusal } });
      const wait = describeWait(secondsLeft);
      throw new AppError('TOO_MANY_REQUESTS', `${MESSAGES[rule.refusal]} Try again in ${wait.count} ${wait.unit}.`, {
        headers: { 'Retry-After': String(secondsLeft) },
        details: { reason: rule.refusal, retryAfter: secondsLeft },
      });
    }
  }
  // Each rule's count with this use, in the rules' order.
  return counts;
}
