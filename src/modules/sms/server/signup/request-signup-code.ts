import 'server-only';
import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { smsConfirmation, smsDoNotText, smsSubscriber } from '@/db/schema';
import { composeCodeText } from '@/modules/sms/rules/compose-code-text';
import type { SignupRequest } from '@/modules/sms/rules/read-signup-form';
import { findSignupCrop, findSignupTown } from '@/modules/sms/rules/signup-choices';
import {
  busyNetworksShare,
  SIGNUP_BUSY_NETWORKS_KEY,
  SIGNUP_LIMITS,
  SIGNUP_PORTAL_KEY,
  signupAddressKey,
  signupNumberKey,
} from '@/modules/sms/rules/signup-limits';
import { sealSecret } from '@/platform/crypto/seal-secret';
import type { Database } from '@/platform/db/database';
import { getEnv } from '@/platform/env/get-env';
import { hashClientAddress } from '@/modules/feedback/server/hash-client-address';
import { hashPhone } from '@/modules/sms/server/phonebook/hash-phone';
import { PHONE_CONTEXT } from '@/modules/sms/server/phonebook/phone-context';
import { requestSmsSending } from '@/modules/sms/queue/request-sms-sending';
import { claimSignupAllowance } from './claim-signup-allowance';
import { hashSignupCode } from './hash-signup-code';
import { makeSignupCode } from './make-signup-code';
import { queueCodeText } from './queue-code-text';
import { requireSignupPhonebook } from './require-signup-phonebook';
import { sweepUnconfirmedNumbers } from '@/modules/sms/server/phonebook/sweep-unconfirmed-numbers';

export interface SignupCodeRequest {
  request: SignupRequest;
  /** The consent box's words as the form showed them. */
  consentWording: string;
  /** The client's address, counted only as a keyed hash. */
  address: string;
}

/**
 * The public form's first step (decision 068): counts the request against the number's and the
 * address's limits (committed first, so a refused request counts too), refuses a number on the
 * do-not-text list (409), and in one transaction finds the number or keeps it sealed as `pending`,
 * records the request with its code's keyed hash (15 minutes), and queues the code's text on the
 * ledger. The sender is woken after the commit. Nothing is subscribed until the code is typed back.
 */
export async function requestSignupCode(db: Database, input: SignupCodeRequest): Promise<{ requestId: string }> {
  requireSignupPhonebook();
  const { request } = input;
  const hashes = hashPhone(request.e164);
  const addressHash = await hashClientAddress(db, input.address);
  const codesPerHour = getEnv().ACAP_SMS_CODES_PER_HOUR;
  await db.transaction((tx) =>
    claimSignupAllowance(tx, [
      { key: signupNumberKey(hashes[0]!), ...SIGNUP_LIMITS.perNumber, refusal: 'number_limit' },
      { key: signupAddressKey(addressHash), ...SIGNUP_LIMITS.perAddress, refusal: 'address_limit' },
      // A network past its first codes of the hour draws on the busy networks' share too: a handful of
      // networks cannot spend the hour (decision 085). Its farmers are told their network asked for many.
      {
        key: SIGNUP_BUSY_NETWORKS_KEY,
        answers: busyNetworksShare(codesPerHour),
        windowSeconds: 60 * 60,
        refusal: 'address_limit',
        onlyIf: ([, fromNetwork]) => fromNetwork! > SIGNUP_LIMITS.quietPerAddress,
      },
      // Last: a request one of the limits above refuses costs the portal's hour nothing.
      { key: SIGNUP_PORTAL_KEY, answers: codesPerHour, windowSeconds: 60 * 60, refusal: 'portal_limit' },
    ]),
  );
  const town = findSignupTown(request.municipalityPsgc)!;
  const crop = findSignupCrop(request.cropKey)!;
  const requestId = randomUUID();
  const code = makeSignupCode();
  await db.transaction(async (tx) => {
    await sweepUnconfirmedNumbers(tx);
    const now = new Date();
    // A number on the do-not-text list gets the same page as any other, so the form never tells a
    // visitor that a number once received texts: its request is kept against a row with no number, and
    // no code is sent (none can be typed right; wrong ones count as for any request).
    const refused = (await tx.select({ hash: smsDoNotText.phoneHash }).from(smsDoNotText).where(inArray(smsDoNotText.phoneHash, hashes))).length > 0;
    const findNumber = () =>
      tx.select({ id: smsSubscriber.id, state: smsSubscriber.state }).from(smsSubscriber).where(inArray(smsSubscriber.phoneHash, hashes));
    let [subscriber] = refused ? [] : await findNumber();
    // A number kept only while it waits (for a code, or to answer its text) is kept a day from now: its code is on its way.
    if (subscriber?.state === 'pending') await tx.update(smsSubscriber).set({ updatedAt: now }).where(eq(smsSubscriber.id, subscriber.id));
    if (refused) {
      const id = randomUUID();
      await tx
        .insert(smsSubscriber)
        .values({ id, state: 'pending', consentAt: now, consentMethod: 'web', consentWording: input.consentWording, source: 'web form' });
      subscriber = { id, state: 'pending' };
    }
    if (!subscriber) {
      // Kept sealed while the code is on its way; the consent columns hold the form's words, confirmed or replaced when the code comes back.
      await tx
        .insert(smsSubscriber)
        .values({
          id: randomUUID(),
          phoneSealed: sealSecret(request.e164, PHONE_CONTEXT),
          phoneHash: hashes[0]!,
          state: 'pending',
          consentAt: now,
          consentMethod: 'web',
          consentWording: input.consentWording,
          source: 'web form',
        })
        // Two requests for a new number at once keep one row.
        .onConflictDoNothing();
      [subscriber] = await findNumber();
    }
    if (!subscriber) throw new Error('the number was neither found nor kept');
    await tx.insert(smsConfirmation).values({
      id: requestId,
      subscriberId: subscriber.id,
      provincePsgc: request.provincePsgc,
      municipalityPsgc: request.municipalityPsgc,
      cropKey: request.cropKey,
      language: request.language,
      consentWording: input.consentWording,
      codeHash: hashSignupCode(requestId, code)[0]!,
      expiresAt: new Date(now.getTime() + SIGNUP_LIMITS.codeMinutes * 60_000),
    });
    const cropName = crop.name[request.language === 'tag' ? 'tl' : 'en'];
    if (!refused) await queueCodeText(tx, subscriber.id, composeCodeText(code, request.language, { kind: 'subscribe', town: town.name, crop: cropName }));
  });
  await requestSmsSending();
  return { requestId };
}
