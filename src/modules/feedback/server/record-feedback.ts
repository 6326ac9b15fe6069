import 'server-only';
import { eq } from 'drizzle-orm';
import { bulletin, bulletinFeedback } from '@/db/schema';
import type { FeedbackAnswer } from '@/modules/feedback/rules/feedback-answer';
import {
  FEEDBACK_LIMITS,
  feedbackAddressKey,
  feedbackBulletinKey,
  feedbackReaderBulletinKey,
  feedbackReaderKey,
} from '@/modules/feedback/rules/feedback-limits';
import type { Database } from '@/platform/db/database';
import { AppError } from '@/platform/errors/app-error';
import { claimFeedbackAllowance } from './claim-feedback-allowance';
import { hashClientAddress } from './hash-client-address';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * Stores a reader's answer about a published bulletin, its comment held for staff. The address and the
 * reader's cookie only count towards the limits (FEEDBACK_LIMITS) as keyed hashes; nothing about the reader is stored with
 * the answer. A bulletin that is not public is unknown (404); a withdrawn one is gone (410).
 * Not audited: the audit trail records what staff and sign-ins do, and an anonymous answer is itself
 * the only record there is of it.
 */
export async function recordFeedback(
  db: Database,
  bulletinId: string,
  answer: FeedbackAnswer,
  client: { address: string; reader: string },
): Promise<{ id: number }> {
  if (!UUID.test(bulletinId)) throw notFound();
  const [addressHash, readerHash] = await Promise.all([hashClientAddress(db, client.address), hashClientAddress(db, `reader:${client.reader}`)]);
  return db.transaction(async (tx) => {
    const [found] = await tx.select({ state: bulletin.state }).from(bulletin).where(eq(bulletin.id, bulletinId));
    if (found?.state === 'withdrawn') {
      throw new AppError('GONE', 'This bulletin was withdrawn and no longer takes answers.', { details: { reason: 'withdrawn' } });
    }
    if (found?.state !== 'published') throw notFound();
    // The reader's own limits first: they are the ones a reader meets, and say "you", not "your network".
    await claimFeedbackAllowance(tx, [
      { key: feedbackReaderBulletinKey(bulletinId, readerHash), ...FEEDBACK_LIMITS.perBulletinPerReader, refusal: 'bulletin_limit' },
      { key: feedbackReaderKey(readerHash), ...FEEDBACK_LIMITS.perReader, refusal: 'reader_limit' },
      { key: feedbackBulletinKey(bulletinId, addressHash), ...FEEDBACK_LIMITS.perBulletinAtAddress, refusal: 'address_limit' },
      { key: feedbackAddressKey(addressHash), ...FEEDBACK_LIMITS.perAddress, refusal: 'address_limit' },
    ]);
    const [row] = await tx
      .insert(bulletinFeedback)
      .values({ bulletinId, useful: answer.useful, comment: answer.comment, commentState: 'held' })
      .returning({ id: bulletinFeedback.id });
    return { id: row!.id };
  });
}

const notFound = () => new AppError('NOT_FOUND', 'There is no published bulletin at this address.', { details: { reason: 'not_found' } });
