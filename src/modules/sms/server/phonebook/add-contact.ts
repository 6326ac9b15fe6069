import 'server-only';
import { randomUUID } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import { smsDoNotText, smsSubscriber } from '@/db/schema';
import type { StaffUser } from '@/modules/staff/rules/account-levels';
import { normalizePhone } from '@/modules/sms/rules/phonebook';
import { writeAudit } from '@/modules/staff/server/audit/write-audit';
import { sealSecret } from '@/platform/crypto/seal-secret';
import type { Database } from '@/platform/db/database';
import { AppError } from '@/platform/errors/app-error';
import { hashPhone } from './hash-phone';
import { NAME_CONTEXT, PHONE_CONTEXT } from './phone-context';
import { refuseConcurrentAdd } from './refuse-concurrent-add';
import { requirePhonebook } from './require-phonebook';

/**
 * The original portal's `POST /api/contact` (`{name, cellnumber}`), on the same phonebook: staff add a
 * number the farmer gave them, with no place or crop yet (it receives nothing until it has one). A
 * number already kept is answered with its entry; one that asked to stop is refused.
 */
export async function addContact(db: Database, input: { name: string; cellnumber: string }, user: StaffUser): Promise<{ id: string; created: boolean }> {
  requirePhonebook();
  const phone = normalizePhone(input.cellnumber);
  if (!phone.ok) throw new AppError('BAD_REQUEST', `cellnumber: ${phone.problem}.`);
  const hashes = hashPhone(phone.e164);
  const stored = db.transaction(async (tx) => {
    if ((await tx.select().from(smsDoNotText).where(inArray(smsDoNotText.phoneHash, hashes))).length > 0)
      throw new AppError('CONFLICT', 'This number asked to stop receiving texts and was erased: it cannot be added again.');
    const [known] = await tx.select({ id: smsSubscriber.id }).from(smsSubscriber).where(inArray(smsSubscriber.phoneHash, hashes));
    if (known) return { id: known.id, created: false };
    const id = randomUUID();
    await tx.insert(smsSubscriber).values({
      id,
      phoneSealed: sealSecret(phone.e164, PHONE_CONTEXT),
      phoneHash: hashes[0]!,
      nameSealed: input.name.trim() ? sealSecret(input.name.trim(), NAME_CONTEXT) : null,
      state: 'active',
      consentAt: new Date(),
      consentMethod: 'staff',
      consentWording: 'Given to staff, who added the number by hand.',
      source: 'added by staff',
    });
    await writeAudit(tx, { actor: { id: user.id }, action: 'sms.subscriber.add', target: id });
    return { id, created: true };
  });
  return stored.catch(refuseConcurrentAdd);
}
