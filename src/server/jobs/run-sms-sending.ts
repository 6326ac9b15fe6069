import 'server-only';
import type { Database } from '@/server/db/database';
import { logger } from '@/server/log/logger';
import { getSmsGateway } from '@/server/sms-gateways/get-sms-gateway';
import { sendQueuedTexts } from '@/server/sms-sending/send-queued-texts';

/** One run of the sender; when the gateway asked to wait, the job fails so the queue retries it with back-off. */
export async function runSmsSending(db: Database): Promise<void> {
  const done = await sendQueuedTexts(db, getSmsGateway(db));
  if (done.sent + done.failed + done.reconciled > 0) logger.info({ ...done }, 'texts sent');
  if (done.waiting) throw new Error('The SMS gateway asked to wait; the queued texts are sent on the next try.');
}
