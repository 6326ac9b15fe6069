import 'server-only';
import { randomUUID } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import { smsSubscriber } from '@/db/schema';
import { sealSecret } from '@/platform/crypto/seal-secret';
import type { Queryable } from '@/platform/db/database';
import { PHONE_CONTEXT } from '@/modules/sms/server/phonebook/phone-context';

const KEPT = {
  // The farmer asked never to be texted: the stopped entry keeps every office list from subscribing the
  // number, and is erased to the do-not-text list after ACAP_SMS_RETENTION_DAYS like every stopped number.
  stopped: 'Texted STOP before being in the phonebook: no texts from the portal.',
  // Kept only to answer the farmer's own text; erased after a day unless the number subscribes (eraseUnansweredNumbers).
  pending: 'Texted the portal without subscribing: kept only to answer that text.',
} as const;

/**
 * A phonebook entry for a number that is not in it, made by the farmer's own text, so that the portal
 * can answer it (the ledger holds subscriber ids, never numbers): sealed and hashed as every number
 * is, with no subscription. Two texts from one new number at once end with one entry.
 */
export async function keepTextingNumber(tx: Queryable, e164: string, hashes: readonly string[], state: keyof typeof KEPT): Promise<string> {
  const now = new Date();
  const [made] = await tx
    .insert(smsSubscriber)
    .values({
      id: randomUUID(),
      phoneSealed: sealSecret(e164, PHONE_CONTEXT),
      phoneHash: hashes[0]!,
      state,
      consentAt: now,
      consentMethod: 'text',
      consentWording: KEPT[state],
      source: 'text',
      ...(state === 'stopped' ? { stoppedAt: now, stoppedBy: 'farmer' as const } : {}),
    })
    .onConflictDoNothing()
    .returning({ id: smsSubscriber.id });
  if (made) return made.id;
  const [known] = await tx
    .select({ id: smsSubscriber.id })
    .from(smsSubscriber)
    .where(inArray(smsSubscriber.phoneHash, [...hashes]));
  return known!.id;
}
