import 'server-only';
import { sql } from 'drizzle-orm';
import type { StaffUser } from '@/modules/staff/rules/account-levels';
import { writeAudit } from '@/modules/staff/server/audit/write-audit';
import type { Database } from '@/platform/db/database';
import { queryRows } from '@/platform/db/query-rows';
import { getEnv } from '@/platform/env/get-env';
import { requirePhonebook } from '@/modules/sms/server/phonebook/require-phonebook';
import { requestSmsSending } from '@/modules/sms/queue/request-sms-sending';

/**
 * Staff's retry list: the failed texts of a bulletin (or all) go back to the queue with their tries reset,
 * in one transaction with the audit row, by the gateway set now. Only texts of bulletins still published, to
 * numbers that still receive texts: a number that stopped since is never texted again, and withdrawn
 * advice is never sent; those texts stay failed with why. A text that failed after the
 * gateway took it (delivery failed) is a new attempt the office chooses; the ledger row is the same, so
 * the number still gets the bulletin at most once more per retry.
 */
export async function retryFailedTexts(db: Database, user: StaffUser, bulletinId?: string): Promise<{ queued: number }> {
  requirePhonebook();
  const queued = await db.transaction(async (tx) => {
    const rows = await queryRows<{ id: string }>(
      tx,
      sql`update sms_message m set state = 'queued', attempts = 0, error = null, sending_at = null, gateway = ${getEnv().ACAP_SMS_GATEWAY}, updated_at = now()
          from sms_subscriber s, bulletin b
          where s.id = m.subscriber_id and s.state = 'active' and b.id = m.bulletin_id and b.state = 'published'
            and m.state = 'failed' and m.kind = 'bulletin'
            ${bulletinId ? sql`and m.bulletin_id = ${bulletinId}` : sql``}
          returning m.id`,
    );
    await writeAudit(tx, { actor: { id: user.id }, action: 'sms.texts.retry', target: bulletinId ?? 'all', summary: { queued: rows.length } });
    return rows.length;
  });
  if (queued > 0) await requestSmsSending();
  return { queued };
}
