import 'server-only';
import { sql } from 'drizzle-orm';
import type { Queryable } from '@/platform/db/database';

/**
 * Erases the numbers kept only to answer a text (keepTextingNumber's `pending` entries) a day after
 * they texted, when they never subscribed: the number, its hash and any name cleared, the row kept for
 * the ledger's reply. Not put on the do-not-text list: the farmer never asked to stop. Swept with each
 * inbound text, the only way such entries are made.
 */
export async function eraseUnansweredNumbers(tx: Queryable): Promise<void> {
  await tx.execute(
    sql`update sms_subscriber set phone_sealed = null, phone_hash = null, name_sealed = null, erased_at = now(), updated_at = now()
        where state = 'pending' and consent_method = 'text' and erased_at is null and updated_at < now() - interval '1 day'
          and not exists (select 1 from sms_subscription s where s.subscriber_id = sms_subscriber.id)`,
  );
}
