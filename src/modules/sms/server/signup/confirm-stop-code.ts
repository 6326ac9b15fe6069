import 'server-only';
import { timingSafeEqual } from 'node:crypto';
import { and, eq, ne } from 'drizzle-orm';
import { z } from 'zod';
import { smsSubscriber } from '@/db/schema';
import { SIGNUP_LIMITS, signupCodeAddressKey, signupStopTriesKey } from '@/modules/sms/rules/signup-limits';
import { writeAudit } from '@/modules/staff/server/audit/write-audit';
import { openSecret } from '@/platform/crypto/open-secret';
import type { Database } from '@/platform/db/database';
import { AppError } from '@/platform/errors/app-error';
import { hashClientAddress } from '@/modules/feedback/server/hash-client-address';
import { claimSignupAllowance } from './claim-signup-allowance';
import { hashSignupCode } from './hash-signup-code';
import { requireSignupPhonebook } from './require-signup-phonebook';
import { STOP_TICKET_CONTEXT } from './stop-ticket';

const ticketSchema = z.object({ id: z.uuid(), subscriberId: z.string().nullable(), codeHash: z.string(), expiresAt: z.number() });

const same = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

function openTicket(sealed: string) {
  const opened = openSecret(sealed, STOP_TICKET_CONTEXT);
  try {
    return opened === null ? null : ticketSchema.parse(JSON.parse(opened));
  } catch {
    return null;
  }
}

/**
 * The code typed back to stop a number's texts (decision 068). The ticket must open (else 404) and be
 * in time (else 410); each try counts against the address and the ticket (the sixth is 410). The right
 * code stops all sending to the number at once — state `stopped`, by the farmer — with its audit row;
 * a wrong one answers how many tries are left. A number that was not in the phonebook is never texted
 * a code, so no code typed for it is right.
 */
export async function confirmStopCode(
  db: Database,
  input: { ticket: string; code: string; address: string },
): Promise<{ kind: 'stopped' } | { kind: 'wrong'; left: number }> {
  requireSignupPhonebook();
  const ticket = openTicket(input.ticket);
  if (!ticket) throw new AppError('NOT_FOUND', 'There is no such request: start again on the texts page.', { details: { reason: 'unknown_request' } });
  if (ticket.expiresAt <= Date.now()) throw new AppError('GONE', 'This code has expired. Start again to get a new one.', { details: { reason: 'expired' } });
  const addressHash = await hashClientAddress(db, input.address);
  const tries = {
    key: signupStopTriesKey(ticket.id),
    answers: SIGNUP_LIMITS.wrongCodes,
    windowSeconds: SIGNUP_LIMITS.codeMinutes * 60,
    refusal: 'too_many_wrong',
  } as const;
  const used = await db.transaction((tx) =>
    claimSignupAllowance(tx, [{ key: signupCodeAddressKey(addressHash), ...SIGNUP_LIMITS.codesPerAddress, refusal: 'code_limit' }, tries]),
  );
  const right = ticket.subscriberId !== null && hashSignupCode(ticket.id, input.code).some((hash) => same(hash, ticket.codeHash));
  if (!right) {
    const left = Math.max(0, SIGNUP_LIMITS.wrongCodes - used[1]!);
    if (left === 0)
      throw new AppError('GONE', 'A wrong code was typed too many times: this code no longer works. Start again.', { details: { reason: 'too_many_wrong' } });
    return { kind: 'wrong', left };
  }
  const subscriberId = ticket.subscriberId!;
  await db.transaction(async (tx) => {
    const now = new Date();
    const stopped = await tx
      .update(smsSubscriber)
      .set({ state: 'stopped', stoppedAt: now, stoppedBy: 'farmer', updatedAt: now })
      .where(and(eq(smsSubscriber.id, subscriberId), ne(smsSubscriber.state, 'stopped')))
      .returning({ id: smsSubscriber.id });
    if (stopped.length > 0)
      await writeAudit(tx, { actor: 'system', action: 'sms.subscriber.stop', target: subscriberId, summary: { by: 'farmer', method: 'web' } });
  });
  return { kind: 'stopped' };
}
