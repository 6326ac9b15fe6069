import 'server-only';
import { and, eq, ne } from 'drizzle-orm';
import { smsSubscriber } from '@/db/schema';
import type { BulletinLanguage } from '@/modules/bulletins/rules/bulletin-document';
import type { InboundAction } from '@/modules/sms/rules/inbound-contract';
import type { InboundReading } from '@/modules/sms/rules/read-inbound-text';
import type { InboundReply } from '@/modules/sms/rules/read-inbound-text-replies';
import type { Transaction } from '@/platform/db/database';
import { writeAudit } from '@/modules/staff/server/audit/write-audit';
import { subscribeNumber } from '@/modules/sms/server/phonebook/subscribe-number';
import type { StoredPlace } from '@/modules/places/server/get-place-matcher';
import type { Sender } from './find-sender';
import { keepTextingNumber } from './keep-texting-number';
import { recordTextedFeedback } from './record-texted-feedback';

export interface InboundDecision {
  action: InboundAction;
  /** The phonebook entry the text came from, or made; null while the number is not kept. */
  subscriberId: string | null;
  /** What to answer, when anything. */
  reply: InboundReply | null;
}

export interface InboundContext {
  reading: InboundReading<StoredPlace>;
  /** The number's entry in the phonebook, if any. */
  sender: Sender | null;
  e164: string;
  hashes: readonly string[];
  provinceName: (psgc: string) => string;
}

const LANGUAGE_NAMES: Record<BulletinLanguage, string> = { en: 'English', tag: 'Tagalog' };

/** Ends all sending to the number at once (the sender skips a stopped number's queued advisories). */
async function stop(tx: Transaction, { sender, e164, hashes }: InboundContext): Promise<InboundDecision> {
  if (!sender) return { action: 'stop', subscriberId: await keepTextingNumber(tx, e164, hashes, 'stopped'), reply: { kind: 'stopped' } };
  const now = new Date();
  const stopped = await tx
    .update(smsSubscriber)
    .set({ state: 'stopped', stoppedAt: now, stoppedBy: 'farmer', updatedAt: now })
    .where(and(eq(smsSubscriber.id, sender.id), ne(smsSubscriber.state, 'stopped')))
    .returning({ id: smsSubscriber.id });
  // As on the web: the farmer's own stop is in the audit trail, by the subscriber's id only.
  if (stopped.length > 0)
    await writeAudit(tx, { actor: 'system', action: 'sms.subscriber.stop', target: sender.id, summary: { by: 'farmer', method: 'text' } });
  return { action: 'stop', subscriberId: sender.id, reply: { kind: 'stopped' } };
}

async function subscribe(
  tx: Transaction,
  context: InboundContext,
  reading: Extract<InboundReading<StoredPlace>, { kind: 'subscribe' }>,
): Promise<InboundDecision> {
  const { place, crop, language, command } = reading;
  const province = context.provinceName(place.province);
  const { subscriberId } = await subscribeNumber(tx, {
    e164: context.e164,
    provincePsgc: place.province,
    municipalityPsgc: place.psgc,
    cropKey: crop.key,
    language,
    consentMethod: 'text',
    // What the farmer's command means, in the office's words: the consent recorded with it.
    consentWording: `Texted ${command}: farm advisories by text for ${crop.name.en.toLowerCase()} in ${place.name}, ${province}, in ${LANGUAGE_NAMES[language]}; STOP ends them.`,
    source: 'text',
  });
  await writeAudit(tx, {
    actor: 'system',
    action: 'sms.subscriber.subscribe',
    target: subscriberId,
    summary: { by: 'farmer', method: 'text', municipality: place.psgc, crop: crop.key, language },
  });
  return { action: 'subscribe', subscriberId, reply: { kind: 'subscribed', town: place.name, province, crop: crop.name } };
}

function problemReply(reading: Extract<InboundReading<StoredPlace>, { kind: 'subscribe_problem' }>, provinceName: (psgc: string) => string): InboundReply {
  switch (reading.problem) {
    case 'form':
      return { kind: 'subscribe_form' };
    case 'unknown_town':
      return { kind: 'unknown_town', written: reading.written };
    case 'ambiguous_town':
      return {
        kind: 'ambiguous_town',
        written: reading.written,
        provinces: [...new Set(reading.candidates.map((place) => provinceName(place.province)))],
        cropWords: reading.cropWords,
      };
    case 'unknown_crop':
      return { kind: 'unknown_crop', written: reading.written, townWords: reading.townWords };
    case 'no_crop':
      return { kind: 'no_crop', townWords: reading.townWords };
  }
}

/**
 * Does what a farmer's text asks, in the caller's transaction, and says what to answer: a stop, a
 * subscription (subscribeNumber, consent by text), feedback on the last advisory sent to the number,
 * or what was not understood. A number not in the phonebook is kept only when its text asks for that
 * (a subscription, or a stop that office lists must respect from now on).
 */
export async function actOnInboundText(tx: Transaction, context: InboundContext): Promise<InboundDecision> {
  const { reading, sender } = context;
  switch (reading.kind) {
    case 'stop':
      return stop(tx, context);
    case 'subscribe':
      return subscribe(tx, context, reading);
    case 'subscribe_problem':
      return { action: 'refused', subscriberId: sender?.id ?? null, reply: problemReply(reading, context.provinceName) };
    case 'feedback': {
      const recorded = sender ? await recordTextedFeedback(tx, sender.id, reading) : null;
      if (recorded) return { action: 'feedback', subscriberId: sender!.id, reply: { kind: 'thanks' } };
      return { action: 'refused', subscriberId: sender?.id ?? null, reply: { kind: 'nothing_sent' } };
    }
    case 'help':
      return { action: 'unknown', subscriberId: sender?.id ?? null, reply: { kind: 'help' } };
  }
}
