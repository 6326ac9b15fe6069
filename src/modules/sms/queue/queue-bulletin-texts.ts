import 'server-only';
import { sql } from 'drizzle-orm';
import { countSms } from '@/modules/sms/rules/count-sms';
import { dataKeys } from '@/platform/crypto/data-keys';
import type { Queryable } from '@/platform/db/database';
import { queryRows } from '@/platform/db/query-rows';
import { getEnv } from '@/platform/env/get-env';

/**
 * Inside the approval's transaction: one ledger row per active subscriber of the bulletin's place, crop
 * and language, so that publishing and queueing its texts commit together (one statement, whatever the
 * number of farmers). Sending happens after the commit, on the job queue. A bulletin queued twice
 * (a retried approval) reaches each number once, and so does an advisory whatever the number of
 * bulletins approved for it, at once or later (`advisoryKey`, decision 081): a number that already holds
 * the key is left out, by the ledger's unique index, on every instance.
 */
export async function queueBulletinTexts(
  tx: Queryable,
  bulletin: { id: string; municipalityPsgc: string; cropKey: string; language: string; smsText: string; advisoryKey: string },
): Promise<number> {
  // Without a data key there is no phonebook, so nobody to text.
  if (dataKeys('seal').length === 0) return 0;
  const parts = countSms(bulletin.smsText).parts;
  // Counted in the database: a batch of 50,000 farmers need not bring 50,000 ids back.
  const [row] = await queryRows<{ count: number }>(
    tx,
    sql`with queued as (
          insert into sms_message (id, kind, bulletin_id, subscriber_id, parts, gateway, advisory_key)
          select gen_random_uuid()::text, 'bulletin', ${bulletin.id}, s.subscriber_id, ${parts}, ${getEnv().ACAP_SMS_GATEWAY}, ${bulletin.advisoryKey}
          from sms_subscription s
          join sms_subscriber p on p.id = s.subscriber_id
          where s.municipality_psgc = ${bulletin.municipalityPsgc} and s.crop_key = ${bulletin.cropKey} and s.language = ${bulletin.language}
            and p.state = 'active'
          on conflict do nothing
          returning 1)
        select count(*)::int as count from queued`,
  );
  return Number(row?.count ?? 0);
}
