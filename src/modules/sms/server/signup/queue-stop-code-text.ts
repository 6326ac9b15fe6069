import 'server-only';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { countSms } from '@/modules/sms/rules/count-sms';
import type { Queryable } from '@/platform/db/database';
import { queryRows } from '@/platform/db/query-rows';
import { getEnv } from '@/platform/env/get-env';

/**
 * A stop code's text on the ledger for the phonebook's number with one of these keyed hashes, in the
 * caller's transaction, as one INSERT … SELECT: the same statement, a row or none, whether or not the
 * phonebook has the number, so the stop form's work does not tell (decision 085). Kind `code`, the
 * subscriber's id and the text, never the number, as `queueCodeText` writes. The subscriber's id, or
 * null. The caller wakes the sender after its commit either way.
 */
export async function queueStopCodeText(tx: Queryable, phoneHashes: readonly string[], text: string): Promise<string | null> {
  const hashes = sql.join(
    phoneHashes.map((hash) => sql`${hash}`),
    sql`, `,
  );
  const [queued] = await queryRows<{ subscriber_id: string }>(
    tx,
    sql`insert into sms_message (id, kind, subscriber_id, body, parts, gateway)
        select ${randomUUID()}, 'code', id, ${text}, ${countSms(text).parts}, ${getEnv().ACAP_SMS_GATEWAY}
        from sms_subscriber where phone_hash in (${hashes}) and erased_at is null
        limit 1
        returning subscriber_id`,
  );
  return queued?.subscriber_id ?? null;
}
