import 'server-only';
import { sql } from 'drizzle-orm';
import type { Queryable } from '@/platform/db/database';
import { queryRows } from '@/platform/db/query-rows';

/**
 * Inside a withdrawal's transaction: the bulletin's texts not yet handed to a gateway are failed with
 * why, so withdrawn advice never reaches a phone after it was taken back. Texts being sent stay as they
 * are: the sender looks them up, and refuses any the gateway does not have. Answers how many.
 * The texts that never left (cancelled now, or failed before) give up their advisory (decision 081): a
 * bulletin that replaces this one for the same advisory texts those farmers, who were never told.
 */
export async function cancelBulletinTexts(tx: Queryable, bulletinId: string): Promise<number> {
  const [row] = await queryRows<{ count: number }>(
    tx,
    sql`with cancelled as (
          update sms_message set state = 'failed', error = 'the bulletin was withdrawn before this text was sent', advisory_key = null, updated_at = now()
          where bulletin_id = ${bulletinId} and state = 'queued'
          returning 1)
        select count(*)::int as count from cancelled`,
  );
  await tx.execute(sql`update sms_message set advisory_key = null where bulletin_id = ${bulletinId} and state = 'failed' and advisory_key is not null`);
  return Number(row?.count ?? 0);
}
