import 'server-only';
import { eq } from 'drizzle-orm';
import { smsDoNotText, smsSubscriber, smsSubscription } from '@/db/schema';
import type { StaffUser } from '@/modules/staff/rules/account-levels';
import { writeAudit } from '@/modules/staff/server/audit/write-audit';
import type { Database } from '@/platform/db/database';
import { AppError } from '@/platform/errors/app-error';
import { openSecret } from '@/platform/crypto/open-secret';
import { hashPhoneByKey } from './hash-phone-by-key';
import { PHONE_CONTEXT } from './phone-context';
import { requirePhonebook } from './require-phonebook';

/**
 * Erases a farmer's number and name on request (RA 10173), in one transaction with its audit row: the
 * sealed values and subscriptions go, the row's id stays for what was already sent, and the keyed hash
 * moves to the do-not-text list so that no later list subscribes the number again.
 */
export async function eraseSubscriber(db: Database, id: string, user: StaffUser | 'system', reason: 'request' | 'retention' = 'request'): Promise<void> {
  requirePhonebook();
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ phoneSealed: smsSubscriber.phoneSealed, phoneHash: smsSubscriber.phoneHash, erasedAt: smsSubscriber.erasedAt })
      .from(smsSubscriber)
      .where(eq(smsSubscriber.id, id));
    if (!row) throw new AppError('NOT_FOUND', `There is no number ${id} in the phonebook.`);
    if (row.erasedAt) throw new AppError('CONFLICT', 'This number was already erased.', { details: { reason: 'state_changed', state: 'erased' } });
    // Under every configured key, so that the entry survives a rotation of ACAP_DATA_KEY.
    const phone = row.phoneSealed ? openSecret(row.phoneSealed, PHONE_CONTEXT) : null;
    const hashes = phone ? hashPhoneByKey(phone) : row.phoneHash ? [{ keyId: null, phoneHash: row.phoneHash }] : [];
    if (hashes.length > 0) await tx.insert(smsDoNotText).values(hashes).onConflictDoNothing();
    await tx.delete(smsSubscription).where(eq(smsSubscription.subscriberId, id));
    const now = new Date();
    await tx
      .update(smsSubscriber)
      .set({ phoneSealed: null, phoneHash: null, nameSealed: null, state: 'stopped', stoppedAt: now, stoppedBy: 'erased', erasedAt: now, updatedAt: now })
      .where(eq(smsSubscriber.id, id));
    await writeAudit(tx, { actor: user === 'system' ? 'system' : { id: user.id }, action: 'sms.subscriber.erase', target: id, summary: { reason } });
  });
}
