import 'server-only';
import { desc, eq, inArray } from 'drizzle-orm';
import { smsSubscriber, smsSubscription } from '@/db/schema';
import type { BulletinLanguage } from '@/modules/bulletins/rules/bulletin-document';
import type { SubscriberState } from '@/modules/sms/rules/phonebook';
import type { Queryable } from '@/platform/db/database';

export interface Sender {
  id: string;
  state: SubscriberState;
  /** The language of the number's latest subscription; null without one. */
  language: BulletinLanguage | null;
}

/** The phonebook's entry for a number, by its keyed hashes (under each configured key); null when the number is not kept. */
export async function findSender(tx: Queryable, hashes: readonly string[]): Promise<Sender | null> {
  const [found] = await tx
    .select({ id: smsSubscriber.id, state: smsSubscriber.state })
    .from(smsSubscriber)
    .where(inArray(smsSubscriber.phoneHash, [...hashes]))
    .for('update');
  if (!found) return null;
  const [latest] = await tx
    .select({ language: smsSubscription.language })
    .from(smsSubscription)
    .where(eq(smsSubscription.subscriberId, found.id))
    .orderBy(desc(smsSubscription.createdAt))
    .limit(1);
  return { ...found, language: latest?.language ?? null };
}
