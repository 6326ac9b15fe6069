import 'server-only';
import { and, desc, eq } from 'drizzle-orm';
import { bulletin, smsMessage, smsSubscriber } from '@/db/schema';
import { maskPhone } from '@/platform/format/mask-phone';
import { openSecret } from '@/platform/crypto/open-secret';
import type { Queryable } from '@/platform/db/database';
import { PHONE_CONTEXT } from '@/modules/sms/server/phonebook/phone-context';

export interface FailedText {
  id: string;
  bulletinId: string;
  reference: string;
  /** Masked; "(erased)" once the number is erased. */
  to: string;
  error: string;
  attempts: number;
  /** Whether a retry would send it: only while the number still receives texts and the bulletin is published. */
  retryable: boolean;
  at: string;
}

/** The retry list: the latest failed texts of published bulletins, with why, numbers masked. */
export async function listFailedTexts(db: Queryable, limit = 30): Promise<FailedText[]> {
  const rows = await db
    .select({
      id: smsMessage.id,
      bulletinId: smsMessage.bulletinId,
      reference: bulletin.reference,
      error: smsMessage.error,
      attempts: smsMessage.attempts,
      at: smsMessage.updatedAt,
      phoneSealed: smsSubscriber.phoneSealed,
      state: smsSubscriber.state,
      bulletinState: bulletin.state,
    })
    .from(smsMessage)
    .innerJoin(bulletin, eq(bulletin.id, smsMessage.bulletinId))
    .innerJoin(smsSubscriber, eq(smsSubscriber.id, smsMessage.subscriberId))
    .where(and(eq(smsMessage.state, 'failed'), eq(smsMessage.kind, 'bulletin')))
    .orderBy(desc(smsMessage.updatedAt), smsMessage.id)
    .limit(limit);
  return rows.map((row) => {
    const phone = row.phoneSealed ? openSecret(row.phoneSealed, PHONE_CONTEXT) : null;
    return {
      id: row.id,
      bulletinId: row.bulletinId!,
      reference: row.reference,
      to: phone ? maskPhone(phone) : '(erased)',
      error: row.error ?? 'no reason recorded',
      attempts: row.attempts,
      retryable: row.state === 'active' && row.bulletinState === 'published',
      at: row.at.toISOString(),
    };
  });
}
