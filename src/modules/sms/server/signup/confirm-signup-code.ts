import 'server-only';
import { timingSafeEqual } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { smsConfirmation, smsSubscriber } from '@/db/schema';
import type { BulletinLanguage } from '@/modules/bulletins/rules/bulletin-document';
import { SIGNUP_LIMITS, signupCodeAddressKey } from '@/modules/sms/rules/signup-limits';
import { writeAudit } from '@/modules/staff/server/audit/write-audit';
import { openSecret } from '@/platform/crypto/open-secret';
import type { Database } from '@/platform/db/database';
import { AppError } from '@/platform/errors/app-error';
import { hashClientAddress } from '@/modules/feedback/server/hash-client-address';
import { PHONE_CONTEXT } from '@/modules/sms/server/phonebook/phone-context';
import { subscribeNumber } from '@/modules/sms/server/phonebook/subscribe-number';
import { claimSignupAllowance } from './claim-signup-allowance';
import { hashSignupCode } from './hash-signup-code';
import { requireSignupPhonebook } from './require-signup-phonebook';

export interface RequestedSubscription {
  municipalityPsgc: string;
  cropKey: string;
  language: BulletinLanguage;
}

export type SignupConfirmation =
  { kind: 'subscribed'; subscription: RequestedSubscription } | { kind: 'wrong'; left: number; subscription: RequestedSubscription };

const same = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

const gone = (reason: 'expired' | 'too_many_wrong' | 'used', message: string) => new AppError('GONE', message, { details: { reason } });

/**
 * The code typed back for a subscription request (decision 068). Each try counts against the
 * address's limit first. An unknown request is 404; a used, expired or spent one 410. A wrong code is
 * counted on the request (the fifth ends it: 410); the right one subscribes the number with the
 * consent the form showed (`subscribeNumber`: 409 for a number on the do-not-text list), marks the
 * request used and writes the audit row (the subscriber's id, never the number), in one transaction.
 */
export async function confirmSignupCode(db: Database, input: { requestId: string; code: string; address: string }): Promise<SignupConfirmation> {
  requireSignupPhonebook();
  const addressHash = await hashClientAddress(db, input.address);
  await db.transaction((tx) => claimSignupAllowance(tx, [{ key: signupCodeAddressKey(addressHash), ...SIGNUP_LIMITS.codesPerAddress, refusal: 'code_limit' }]));
  const outcome = await db.transaction(async (tx): Promise<SignupConfirmation> => {
    const [request] = await tx
      .select({ confirmation: smsConfirmation, phoneSealed: smsSubscriber.phoneSealed })
      .from(smsConfirmation)
      .innerJoin(smsSubscriber, eq(smsSubscriber.id, smsConfirmation.subscriberId))
      .where(eq(smsConfirmation.id, input.requestId))
      .for('update', { of: smsConfirmation });
    const confirmation = request?.confirmation;
    if (!confirmation) throw new AppError('NOT_FOUND', 'There is no such request: start again on the texts page.', { details: { reason: 'unknown_request' } });
    const subscription = { municipalityPsgc: confirmation.municipalityPsgc, cropKey: confirmation.cropKey, language: confirmation.language };
    if (confirmation.confirmedAt) throw gone('used', 'This code was already used: the texts have started.');
    if (confirmation.attempts >= SIGNUP_LIMITS.wrongCodes)
      throw gone('too_many_wrong', 'A wrong code was typed too many times: this code no longer works. Start again.');
    if (confirmation.expiresAt.getTime() <= Date.now()) throw gone('expired', 'This code has expired. Start again to get a new one.');
    if (!hashSignupCode(confirmation.id, input.code).some((hash) => same(hash, confirmation.codeHash))) {
      const [counted] = await tx
        .update(smsConfirmation)
        .set({ attempts: sql`${smsConfirmation.attempts} + 1` })
        .where(eq(smsConfirmation.id, confirmation.id))
        .returning({ attempts: smsConfirmation.attempts });
      return { kind: 'wrong', left: Math.max(0, SIGNUP_LIMITS.wrongCodes - (counted?.attempts ?? SIGNUP_LIMITS.wrongCodes)), subscription };
    }
    const e164 = request.phoneSealed ? openSecret(request.phoneSealed, PHONE_CONTEXT) : null;
    // Erased since the code was sent (on request, or its data key is gone): nothing to subscribe.
    if (!e164) throw new AppError('NOT_FOUND', 'There is no such request: start again on the texts page.', { details: { reason: 'unknown_request' } });
    const { subscriberId, added } = await subscribeNumber(tx, {
      e164,
      provincePsgc: confirmation.provincePsgc,
      ...subscription,
      consentMethod: 'web',
      consentWording: confirmation.consentWording,
      source: 'web form',
    });
    await tx.update(smsConfirmation).set({ confirmedAt: new Date() }).where(eq(smsConfirmation.id, confirmation.id));
    await writeAudit(tx, { actor: 'system', action: 'sms.subscriber.subscribe', target: subscriberId, summary: { method: 'web', ...subscription, added } });
    return { kind: 'subscribed', subscription };
  });
  if (outcome.kind === 'wrong' && outcome.left === 0)
    throw gone('too_many_wrong', 'A wrong code was typed too many times: this code no longer works. Start again.');
  return outcome;
}
