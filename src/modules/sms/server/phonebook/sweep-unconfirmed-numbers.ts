import 'server-only';
import { sql } from 'drizzle-orm';
import type { Queryable } from '@/platform/db/database';

/**
 * What the form keeps of requests nobody confirmed, cleared a day on, in the caller's transaction:
 * confirmations that expired are deleted (they hold a code's hash, no number), and a number that was
 * only ever typed into the form (still `pending`, by `web`, nothing subscribed) is erased — it may not
 * be its owner's, and its owner agreed to nothing. As for a number kept only to answer a text
 * (eraseUnansweredNumbers): the row stays for the code's ledger row, and the number goes on no
 * do-not-text list, as its owner never asked to stop.
 */
export async function sweepUnconfirmedNumbers(tx: Queryable): Promise<void> {
  await tx.execute(sql`delete from sms_confirmation where expires_at < now() - interval '1 day'`);
  await tx.execute(
    sql`update sms_subscriber set phone_sealed = null, phone_hash = null, name_sealed = null, erased_at = now(), updated_at = now()
        where state = 'pending' and consent_method = 'web' and erased_at is null and updated_at < now() - interval '1 day'
          and not exists (select 1 from sms_confirmation c where c.subscriber_id = sms_subscriber.id)
          and not exists (select 1 from sms_subscription s where s.subscriber_id = sms_subscriber.id)`,
  );
}
