import 'server-only';
import { jobQueueSlot } from '@/platform/jobs/job-queue-slot';
import { logger } from '@/platform/log/logger';

export const SMS_SEND_QUEUE = 'sms-send';

/**
 * Wakes the sender after a commit that queued texts. Without a running queue (a command-line step) the
 * texts wait for the next start, which sends what is queued.
 */
export async function requestSmsSending(): Promise<void> {
  const boss = jobQueueSlot().boss;
  if (!boss) return;
  try {
    await boss.send(SMS_SEND_QUEUE, null);
  } catch (error) {
    logger.error({ err: error }, 'could not wake the SMS sender');
  }
}
