import 'server-only';
import { randomUUID } from 'node:crypto';
import { and, inArray, isNull } from 'drizzle-orm';
import { smsSubscriber } from '@/db/schema';
import type { BulletinLanguage } from '@/modules/bulletins/rules/bulletin-document';
import { composeCodeText } from '@/modules/sms/rules/compose-code-text';
import { SIGNUP_LIMITS, signupAddressKey, signupNumberKey } from '@/modules/sms/rules/signup-limits';
import { sealSecret } from '@/platform/crypto/seal-secret';
import type { Database } from '@/platform/db/database';
import { hashClientAddress } from '@/modules/feedback/server/hash-client-address';
import { hashPhone } from '@/modules/sms/server/phonebook/hash-phone';
import { requestSmsSending } from '@/modules/sms/queue/request-sms-sending';
import { claimSignupAllowance } from './claim-signup-allowance';
import { hashSignupCode } from './hash-signup-code';
import { makeSignupCode } from './make-signup-code';
import { queueCodeText } from './queue-code-text';
import { requireSignupPhonebook } from './require-signup-phonebook';
import { STOP_TICKET_CONTEXT, type StopTicket } from './stop-ticket';

/**
 * "Stop texts to my number" (decision 068), for farmers whose provider takes no replies: counted as a
 * code request against the number and the address, then a code is texted to the number if the
 * phonebook has it. The answer is the same either way — a sealed ticket for the code page — so the
 * form tells no one whether a number receives the office's texts.
 */
export async function requestStopCode(db: Database, input: { e164: string; language: BulletinLanguage; address: string }): Promise<{ ticket: string }> {
  requireSignupPhonebook();
  const hashes = hashPhone(input.e164);
  const addressHash = await hashClientAddress(db, input.address);
  await db.transaction((tx) =>
    claimSignupAllowance(tx, [
      { key: signupNumberKey(hashes[0]!), ...SIGNUP_LIMITS.perNumber, refusal: 'number_limit' },
      { key: signupAddressKey(addressHash), ...SIGNUP_LIMITS.perAddress, refusal: 'address_limit' },
    ]),
  );
  const id = randomUUID();
  const code = makeSignupCode();
  const subscriberId = await db.transaction(async (tx) => {
    const [subscriber] = await tx
      .select({ id: smsSubscriber.id })
      .from(smsSubscriber)
      .where(and(inArray(smsSubscriber.phoneHash, hashes), isNull(smsSubscriber.erasedAt)));
    if (subscriber) await queueCodeText(tx, subscriber.id, composeCodeText(code, input.language, { kind: 'stop' }));
    return subscriber?.id ?? null;
  });
  if (subscriberId) await requestSmsSending();
  // An unknown number's ticket holds an id of no one, as long as a real one: the page is the same either way.
  const ticketFor = subscriberId ?? randomUUID();
  const ticket: StopTicket = {
    id,
    subscriberId: ticketFor,
    codeHash: hashSignupCode(id, code)[0]!,
    expiresAt: Date.now() + SIGNUP_LIMITS.codeMinutes * 60_000,
  };
  return { ticket: sealSecret(JSON.stringify(ticket), STOP_TICKET_CONTEXT) };
}
