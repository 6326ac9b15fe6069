import 'server-only';
import { describeWait, FEEDBACK_KEY_PREFIX } from '@/modules/feedback/rules/feedback-limits';
import type { FeedbackRefusal } from '@/modules/feedback/rules/feedback-answer';
import type { Queryable } from '@/platform/db/database';
import { AppError } from '@/platform/errors/app-error';
import { countInWindow } from '@/platform/rate-limit/count-in-window';
import { sweepWindowCounters } from '@/platform/rate-limit/sweep-window-counters';

export interface AllowanceRule {
  key: string;
  answers: number;
  windowSeconds: number;
  /** What the reader is told when this rule is the one that refuses. */
  refusal: Extract<FeedbackRefusal, 'address_limit' | 'bulletin_limit' | 'reader_limit'>;
}

const LONGEST_WINDOW_SECONDS = 86_400;

/**
 * Counts one answer against each rule, in the caller's transaction (`countInWindow`): an answer over
 * a limit throws 429 with Retry-After (the rest of that window), and the caller's rollback takes its
 * counts back out, so a refused answer costs nothing. Feedback counters older than the longest window are swept first: they
 * can no longer refuse anything, and the hashes need not be kept.
 */
export async function claimFeedbackAllowance(tx: Queryable, rules: readonly AllowanceRule[]): Promise<void> {
  await sweepWindowCounters(tx, FEEDBACK_KEY_PREFIX, LONGEST_WINDOW_SECONDS);
  for (const rule of rules) {
    const { count, secondsLeft } = await countInWindow(tx, rule.key, rule.windowSeconds);
    if (count > rule.answers) {
      throw new AppError('TOO_MANY_REQUESTS', refusalMessage(rule, secondsLeft), {
        headers: { 'Retry-After': String(secondsLeft) },
        details: { reason: rule.refusal, retryAfter: secondsLeft },
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
