import 'server-only';
import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { smsDoNotText, smsSubscriber, smsSubscription } from '@/db/schema';
import type { BulletinLanguage } from '@/modules/bulletins/rules/bulletin-document';
import type { Transaction } from '@/platform/db/database';
import { AppError } from '@/platform/errors/app-error';
import { sealSecret } from '@/platform/crypto/seal-secret';
import { hashPhone } from './hash-phone';
import { PHONE_CONTEXT } from './phone-context';

export interface NumberSubscription {
  /** E.164, already read by `normalizePhone`. */
  e164: string;
  provincePsgc: string;
  municipalityPsgc: string;
  cropKey: string;
  language: BulletinLanguage;
  /** The farmer's own request: the public form (after the code) or a text from the number. */
  consentMethod: 'web' | 'text';
  consentWording: string;
  source: string;
}

/**
 * Subscribes a number the farmer proved is theirs (a code typed back, or a text from it), in the caller's
 * transaction: the number's row is made or found by its keyed hash, made active with this consent (a
 * number that had stopped starts again: the farmer asked), and the place, crop and language added.
 * A number on the do-not-text list (erased after it stopped) is refused with 409: the office's rule is
 * that an erased number is never texted again, and the farmer is told to call the office.
 */
export async function subscribeNumber(tx: Transaction, input: NumberSubscription): Promise<{ subscriberId: string; created: boolean; added: boolean }> {
  const hashes = hashPhone(input.e164);
  if (hashes.length === 0) throw new AppError('CONFLICT', 'The phonebook is off: ACAP_DATA_KEY is not set.', { details: { reason: 'phonebook_off' } });
  if ((await tx.select().from(smsDoNotText).where(inArray(smsDoNotText.phoneHash, hashes))).length > 0)
    throw new AppError('CONFLICT', 'This number asked to stop receiving texts and was erased; call the office to receive texts again.', {
      details: { reason: 'do_not_text' },
    });
  const now = new Date();
  const consent = { consentAt: now, consentMethod: input.consentMethod, consentWording: input.consentWording, updatedAt: now };
  const find = () => tx.select({ id: smsSubscriber.id }).from(smsSubscriber).where(inArray(smsSubscriber.phoneHash, hashes));
  let [known] = await find();
  let created = false;
  if (!known) {
    // Two requests for a new number at once (two texts, a text and the form) keep one row: the second finds the first's.
    const inserted = await tx
      .insert(smsSubscriber)
      .values({
        id: randomUUID(),
        phoneSealed: sealSecret(input.e164, PHONE_CONTEXT),
        phoneHash: hashes[0]!,
        state: 'active',
        source: input.source,
        ...consent,
      })
      .onConflictDoNothing()
      .returning({ id: smsSubscriber.id });
    created = inserted.length > 0;
    [known] = created ? inserted : await find();
  }
  if (!known) throw new AppError('CONFLICT', 'The number was being changed by another request at the same moment; send it again.');
  const subscriberId = known.id;
  if (!created)
    await tx
      .update(smsSubscriber)
      .set({ ...consent, state: 'active', stoppedAt: null, stoppedBy: null })
      .where(eq(smsSubscriber.id, subscriberId));
  const added = await tx
    .insert(smsSubscription)
    .values({ subscriberId, provincePsgc: input.provincePsgc, municipalityPsgc: input.municipalityPsgc, cropKey: input.cropKey, language: input.language })
    .onConflictDoNothing()
    .returning({ subscriberId: smsSubscription.subscriberId });
  return { subscriberId, created, added: added.length > 0 };
}
