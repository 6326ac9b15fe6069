import 'server-only';
import { sql } from 'drizzle-orm';
import type { Database } from '@/platform/db/database';
import { logger } from '@/platform/log/logger';
import { getSmsGateway } from '@/modules/sms/server/gateways/get-sms-gateway';
import { checkTextStatus } from '@/modules/sms/server/sending/check-text-status';
import { sendQueuedTexts } from '@/modules/sms/server/sending/send-queued-texts';

/**
 * One run of the sender, then a delivery check of what the provider took. When the gateway asked to
 * wait, or a call's outcome is unknown (its texts stay `sending`, looked up first at the next run), the
 * job fails so the queue runs it again with back-off.
 */
export async function runSmsSending(db: Database, signal?: AbortSignal): Promise<void> {
  const gateway = getSmsGateway(db);
  // Texts queued for another gateway (the office changed ACAP_SMS_GATEWAY) go by this one; a text being sent stays with its own.
  await db.execute(sql`update sms_message set gateway = ${gateway.name}, updated_at = now() where state = 'queued' and gateway <> ${gateway.name}`);
  let done: Awaited<ReturnType<typeof sendQueuedTexts>>;
  try {
    done = await sendQueuedTexts(db, gateway, { signal });
  } catch (error) {
    logger.warn({ err: error, gateway: gateway.name }, 'SMS sending stopped; texts left sending are looked up at the next try');
    throw error;
  }
  if (done.sent + done.failed + done.reconciled > 0) logger.info({ ...done, gateway: gateway.name }, 'texts sent');
  if (done.waiting) throw new Error('The SMS gateway asked to wait; the queued texts are sent on the next try.');
  try {
    const checked = await checkTextStatus(db, gateway);
    if (checked.delivered + checked.failed > 0) logger.info({ ...checked, gateway: gateway.name }, 'delivery reports read');
  } catch (error) {
    // A report not read now is read by the next check; the texts were sent all the same.
    logger.warn({ err: error, gateway: gateway.name }, 'delivery reports could not be read');
  }
}
