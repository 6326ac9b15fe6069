import 'server-only';
import { desc, eq } from 'drizzle-orm';
import { smsOutbox, smsSubscriber } from '@/db/schema';
import { maskPhone } from '@/platform/format/mask-phone';
import { openSecret } from '@/platform/crypto/open-secret';
import type { Queryable } from '@/platform/db/database';
import { PHONE_CONTEXT } from '@/modules/sms/server/phonebook/phone-context';

/** The outbox gateway's latest texts as they would have been sent, each number masked. */
export async function listOutbox(db: Queryable, limit = 20): Promise<{ id: string; to: string; text: string; parts: number; at: string }[]> {
  const rows = await db
    .select({ id: smsOutbox.id, text: smsOutbox.text, parts: smsOutbox.parts, at: smsOutbox.createdAt, phoneSealed: smsSubscriber.phoneSealed })
    .from(smsOutbox)
    .innerJoin(smsSubscriber, eq(smsSubscriber.id, smsOutbox.subscriberId))
    .orderBy(desc(smsOutbox.createdAt), smsOutbox.id)
    .limit(limit);
  return rows.map((row) => {
    const phone = row.phoneSealed ? openSecret(row.phoneSealed, PHONE_CONTEXT) : null;
    return { id: row.id, to: phone ? maskPhone(phone) : '(erased)', text: row.text, parts: row.parts, at: row.at.toISOString() };
  });
}
