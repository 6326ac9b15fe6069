import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import { smsMessage } from '@/db/schema';
import type { Database } from '@/platform/db/database';
import { queryRows } from '@/platform/db/query-rows';
import type { SmsGateway } from '@/modules/sms/server/gateways/sms-gateway';

// Texts asked about in one check (oldest asked first), so that a check stays short and the sending keeps its share of the provider's rate.
const PER_CHECK = 200;

/**
 * Delivery reports (decision 066): texts the gateway took and that are not final yet — sent within
 * three days, not asked about in the last four minutes — are asked about, and recorded `delivered`, or
 * `failed` with the provider's word. The rows are marked asked first (`for update skip locked`), so
 * the scheduled check and the one after a sending never ask twice. The outbox reports nothing: its
 * texts stay `sent`.
 */
export async function checkTextStatus(db: Database, gateway: SmsGateway): Promise<{ checked: number; delivered: number; failed: number }> {
  const totals = { checked: 0, delivered: 0, failed: 0 };
  if (!gateway.status) return totals;
  const due = await queryRows<{ id: string; gatewayMessageId: string; sentAt: string | Date }>(
    db,
    sql`update sms_message set status_checked_at = now()
        where id in (
          select id from sms_message
          where state = 'sent' and gateway = ${gateway.name} and gateway_message_id is not null and delivered_at is null
            and sent_at > now() - interval '3 days' and (status_checked_at is null or status_checked_at < now() - interval '4 minutes')
          order by status_checked_at nulls first, sent_at limit ${PER_CHECK} for update skip locked)
        returning id, gateway_message_id as "gatewayMessageId", sent_at as "sentAt"`,
  );
  if (due.length === 0) return totals;
  const reports = await gateway.status(due.map((row) => ({ messageId: row.id, gatewayMessageId: row.gatewayMessageId, sentAt: new Date(row.sentAt) })));
  totals.checked = due.length;
  for (const report of reports) {
    if (report.state === 'pending') continue;
    const now = new Date();
    const change =
      report.state === 'delivered'
        ? { state: 'delivered' as const, deliveredAt: now, updatedAt: now }
        : { state: 'failed' as const, error: `the provider reported the text failed${report.detail ? ` (${report.detail})` : ''}`, updatedAt: now };
    const changed = await db
      .update(smsMessage)
      .set(change)
      .where(and(eq(smsMessage.id, report.messageId), eq(smsMessage.state, 'sent')))
      .returning({ id: smsMessage.id });
    if (changed.length > 0) totals[report.state] += 1;
  }
  return totals;
}
