import 'server-only';
import { createHash, randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { province, smsDoNotText, smsInbound, smsSubscriber } from '@/db/schema';
import type { BulletinLanguage } from '@/modules/bulletins/rules/bulletin-document';
import { CROP_CATALOGUE } from '@/modules/calendar/rules/crops/crop-catalogue';
import type { InboundOutcome, InboundTextInput } from '@/modules/sms/rules/inbound-contract';
import { normalizePhone } from '@/modules/sms/rules/phonebook';
import { readInboundText, type InboundReading } from '@/modules/sms/rules/read-inbound-text';
import { inboundReplyText } from '@/modules/sms/rules/read-inbound-text-replies';
import type { Database } from '@/platform/db/database';
import { AppError } from '@/platform/errors/app-error';
import { hashPhone } from '@/modules/sms/server/phonebook/hash-phone';
import { requirePhonebook } from '@/modules/sms/server/phonebook/require-phonebook';
import { getPlaceMatcher, type StoredPlace } from '@/modules/places/server/get-place-matcher';
import { requestSmsSending } from '@/modules/sms/queue/request-sms-sending';
import { actOnInboundText, type InboundDecision } from './act-on-inbound-text';
import { claimReplyAllowance } from './claim-reply-allowance';
import { eraseUnansweredNumbers } from './erase-unanswered-numbers';
import { findInboundOutcome } from './find-inbound-outcome';
import { findSender, type Sender } from './find-sender';
import { keepTextingNumber } from './keep-texting-number';
import { queueReply } from './queue-reply';

/** Thrown inside the transaction to roll it back: the text was recorded by a post of it at the same time. */
class RepeatedText extends Error {}

/** A subscription's reply is in the language subscribed to; the others in the number's, else the text's, else Tagalog. */
function replyLanguage(reading: InboundReading<StoredPlace>, sender: Sender | null): BulletinLanguage {
  if (reading.kind === 'subscribe') return reading.language;
  if (reading.kind === 'subscribe_problem') return reading.language ?? sender?.language ?? 'tag';
  return sender?.language ?? reading.language ?? 'tag';
}

/** A number erased after it stopped is never texted again, nor kept again: its text is counted and left unanswered. */
function leftAlone(reading: InboundReading<StoredPlace>): InboundDecision {
  return { action: reading.kind === 'stop' ? 'stop' : reading.kind === 'help' ? 'unknown' : 'refused', subscriberId: null, reply: null };
}

/**
 * A farmer's text from the two-way provider (decision 067), all in one transaction: what it asks is
 * done (actOnInboundText), an `sms_inbound` row records what it did (the subscriber's id, never the
 * number or the text), and the answer is queued in the ledger unless the number had its replies for
 * the day; the sender is woken after the commit. The number is read from `from` and found by its keyed
 * hash; a number that is not a Philippine mobile is refused without being repeated. A text the provider
 * posts again under the same id, from the same number, is answered as the first time, never acted on twice.
 */
export async function receiveInboundText(db: Database, input: InboundTextInput): Promise<InboundOutcome> {
  requirePhonebook();
  const phone = normalizePhone(input.from);
  if (!phone.ok) throw new AppError('BAD_REQUEST', `from: ${phone.problem}.`, { details: { reason: 'bad_number' } });
  const [matcher, provinces] = await Promise.all([getPlaceMatcher(db), db.select({ psgc: province.psgc, name: province.name }).from(province)]);
  const provinceName = (psgc: string) => provinces.find((row) => row.psgc === psgc)?.name ?? psgc;
  const reading = readInboundText(input.text, matcher, CROP_CATALOGUE);
  const hashes = hashPhone(phone.e164);

  // The provider's id counts with the number: another number's text under a reused id is a new text.
  const providerMessageKey = input.id ? createHash('sha256').update(`${hashes[0]!}\n${input.id}`).digest('base64url') : null;
  const earlier = providerMessageKey ? await findInboundOutcome(db, providerMessageKey) : null;
  if (earlier) return earlier;

  const outcome = await db
    .transaction(async (tx) => {
      await eraseUnansweredNumbers(tx);
      const sender = await findSender(tx, hashes);
      const erased = !sender && (await tx.select().from(smsDoNotText).where(inArray(smsDoNotText.phoneHash, hashes))).length > 0;
      const decision = erased ? leftAlone(reading) : await actOnInboundText(tx, { reading, sender, e164: phone.e164, hashes, provinceName });
      let subscriberId = decision.subscriberId;
      let replied = false;
      if (decision.reply && (await claimReplyAllowance(tx, hashes[0]!))) {
        subscriberId ??= await keepTextingNumber(tx, phone.e164, hashes, 'pending');
        // A number kept only to answer is kept a day from its latest text (eraseUnansweredNumbers).
        if (sender?.state === 'pending') await tx.update(smsSubscriber).set({ updatedAt: new Date() }).where(eq(smsSubscriber.id, sender.id));
        await queueReply(tx, subscriberId, inboundReplyText(decision.reply, replyLanguage(reading, sender)));
        replied = true;
      }
      const [recorded] = await tx
        .insert(smsInbound)
        .values({ id: randomUUID(), subscriberId, action: decision.action, replied, providerMessageKey })
        .onConflictDoNothing({ target: smsInbound.providerMessageKey })
        .returning({ id: smsInbound.id });
      // The same text posted twice at once: the other post recorded it first, so this one's work is undone.
      if (!recorded) throw new RepeatedText();
      return { action: decision.action, replied };
    })
    .catch(async (error: unknown) => {
      if (error instanceof RepeatedText && providerMessageKey) return (await findInboundOutcome(db, providerMessageKey))!;
      throw error;
    });
  if (outcome.replied) await requestSmsSending();
  return outcome;
}
