import 'server-only';
import { randomUUID } from 'node:crypto';
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
import { queueStopCodeText } from './queue-stop-code-text';
import { requireSignupPhonebook } from './require-signup-phonebook';
import { STOP_TICKET_CONTEXT, type StopTicket } from './stop-ticket';

/**
 * "Stop texts to my number" (decision 068), for farmers whose provider takes no replies: counted as a
 * code request against the number and the address, then a code is texted to the number if the
 * phonebook has it. The answer is the same either way — a sealed ticket for the code page — and so is
 * the work (decision 085): the same hashes, code and text, one transaction with the same statements (the
 * counts, then the text queued by one INSERT … SELECT that finds the number or not), the sender woken
 * after it, and a ticket of the same length. How long the form takes does not tell whether a number
 * receives the office's texts either.
 */
export async function requestStopCode(db: Database, input: { e164: string; language: BulletinLanguage; address: string }): Promise<{ ticket: string }> {
  requireSignupPhonebook();
  const hashes = hashPhone(input.e164);
  const addressHash = await hashClientAddress(db, input.address);
  const id = randomUUID();
  const code = makeSignupCode();
  const text = composeCodeText(code, input.language, { kind: 'stop' });
  // An unknown number's ticket holds an id of no one, as long as a real one: the page is the same either way.
  const noOne = randomUUID();
  // The counts and the text commit together: a request over a limit rolls back before it queues anything,
  // and every request that passes writes, so no commit is cheaper for a number the phonebook lacks.
  const subscriberId = await db.transaction(async (tx) => {
    await claimSignupAllowance(tx, [
      { key: signupNumberKey(hashes[0]!), ...SIGNUP_LIMITS.perNumber, refusal: 'number_limit' },
      { key: signupAddressKey(addressHash), ...SIGNUP_LIMITS.perAddress, refusal: 'address_limit' },
    ]);
    return queueStopCodeText(tx, hashes, text);
  });
  // Woken for every request: for one that queued nothing, the sender finds nothing to send.
  await requestSmsSending();
  const ticket: StopTicket = {
    id,
    subscriberId: subscriberId ?? noOne,
    codeHash: hashSignupCode(id, code)[0]!,
    expiresAt: Date.now() + SIGNUP_LIMITS.codeMinutes * 60_000,
  };
  return { ticket: sealSecret(JSON.stringify(ticket), STOP_TICKET_CONTEXT) };
}
