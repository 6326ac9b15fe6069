import 'server-only';
import { and, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import { bulletinFeedback, smsMessage } from '@/db/schema';
import type { Queryable } from '@/platform/db/database';

/**
 * A farmer's texted answer, recorded on the last advisory actually sent to that number (the one a reply
 * answers): `channel` sms, the comment held for review as the web form's are. Not counted against the
 * web form's limits (those are per address and browser); a number's replies are capped by
 * claimReplyAllowance. Answers null when no advisory was ever sent to the number.
 */
export async function recordTextedFeedback(
  tx: Queryable,
  subscriberId: string,
  answer: { useful: boolean | null; comment: string | null },
): Promise<{ id: number; bulletinId: string } | null> {
  const [last] = await tx
    .select({ bulletinId: smsMessage.bulletinId })
    .from(smsMessage)
    .where(
      and(
        eq(smsMessage.subscriberId, subscriberId),
        eq(smsMessage.kind, 'bulletin'),
        inArray(smsMessage.state, ['sent', 'delivered']),
        isNotNull(smsMessage.sentAt),
        isNotNull(smsMessage.bulletinId),
      ),
    )
    .orderBy(desc(smsMessage.sentAt), desc(smsMessage.id))
    .limit(1);
  if (!last?.bulletinId) return null;
  const [row] = await tx
    .insert(bulletinFeedback)
    .values({ bulletinId: last.bulletinId, useful: answer.useful, comment: answer.comment, channel: 'sms', commentState: 'held' })
    .returning({ id: bulletinFeedback.id });
  return { id: row!.id, bulletinId: last.bulletinId };
}
