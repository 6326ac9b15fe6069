import 'server-only';
import type { Queryable } from '@/platform/db/database';
import { countInWindow } from '@/platform/rate-limit/count-in-window';
import { sweepWindowCounters } from '@/platform/rate-limit/sweep-window-counters';

/** Replies one number gets in a day: a farmer never needs more, and two auto-responders texting each other stop here. */
export const REPLIES_PER_DAY = 10;
const KEY_PREFIX = 'sms-reply:';
const DAY_SECONDS = 86_400;

/**
 * Counts one reply to a number (by its keyed hash, never the number) in the caller's transaction
 * (`countInWindow`), and says whether it may be sent. Over the limit the text is still acted on and
 * recorded; only the reply is left out. Counters older than the window are swept first.
 */
export async function claimReplyAllowance(tx: Queryable, phoneHash: string): Promise<boolean> {
  await sweepWindowCounters(tx, KEY_PREFIX, DAY_SECONDS);
  const { count } = await countInWindow(tx, `${KEY_PREFIX}${phoneHash}`, DAY_SECONDS);
  return count <= REPLIES_PER_DAY;
}
