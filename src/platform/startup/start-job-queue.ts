import 'server-only';
import type { PgBoss } from 'pg-boss';
import { createJobQueue } from '@/platform/jobs/create-job-queue';
import { pagasaWatchCron } from '@/modules/pagasa/rules/pagasa-watch-timing';
import type { DatabaseHandle } from '@/platform/db/database';
import { getEnv } from '@/platform/env/get-env';
import { logger } from '@/platform/log/logger';
import { jobQueueSlot } from '@/platform/jobs/job-queue-slot';
import { COMPOSE_DRAFTS_QUEUE, requestDraftRuns } from '@/modules/pagasa/queue/request-draft-runs';
import { runDraftJob } from '@/modules/pagasa/jobs/run-draft-job';
import { eraseExpiredNumbers } from '@/modules/sms/server/phonebook/erase-expired-numbers';
import { eraseUnansweredNumbers } from '@/modules/sms/server/inbound/erase-unanswered-numbers';
import { sweepUnconfirmedNumbers } from '@/modules/sms/server/phonebook/sweep-unconfirmed-numbers';
import { SMS_SEND_QUEUE } from '@/modules/sms/queue/request-sms-sending';
import { runPagasaWatch } from '@/modules/pagasa/jobs/run-pagasa-watch';
import { runSmsSending } from '@/modules/sms/jobs/run-sms-sending';
import { runTextStatusCheck } from '@/modules/sms/jobs/run-text-status-check';

export const PAGASA_WATCH_QUEUE = 'pagasa-watch';
export const SMS_RETENTION_QUEUE = 'sms-retention';
export const SMS_STATUS_QUEUE = 'sms-status';

/**
 * The long singleton jobs (composing drafts, sending texts) beat while they run: a job whose instance was
 * killed is failed and retried once its beats stop (pg-boss's heartbeat), not after its hour-long
 * expiry, so a restarted or surviving instance takes the texts up within a minute or two. Thirty
 * seconds, not pg-boss's least: a busy embedded database must not make a live sender look dead. Set on
 * existing queues too (updateQueue), as createQueue leaves a queue that exists as it is.
 */
const HEARTBEAT_SECONDS = 30;

/**
 * The portal's one job queue (decision 061): pg-boss in the `pgboss` schema of the portal's own
 * database, on PostgreSQL through its own small pool and on the embedded database through its one
 * connection. Jobs are shared by every instance: the PAGASA watch is scheduled once for the whole
 * portal (pg-boss runs the schedule on one instance at a time), its queue lets one check run at a
 * time, and a check is sent at start. Drafts of a new issue are composed one issue at a time; runs a
 * stopped instance left are sent again at start.
 */
export async function startJobQueue(handle: DatabaseHandle): Promise<PgBoss> {
  const holder = jobQueueSlot();
  if (holder.boss) return holder.boss;
  const boss = createJobQueue(handle);
  boss.on('error', (error) => logger.error({ err: error }, 'job queue error'));
  await boss.start();
  await boss.createQueue(PAGASA_WATCH_QUEUE, { policy: 'singleton', retryLimit: 0, expireInSeconds: 15 * 60 });
  await boss.schedule(PAGASA_WATCH_QUEUE, pagasaWatchCron(getEnv().ACAP_PAGASA_POLL_MINUTES), null, { tz: 'Asia/Manila' });
  await boss.work(PAGASA_WATCH_QUEUE, { pollingIntervalSeconds: 5 }, async () => {
    const did = await runPagasaWatch(handle.db);
    logger.debug({ did }, 'PAGASA watch');
  });
  // One composing at a time for the whole portal: each render takes a PDF worker the pages need too.
  await boss.createQueue(COMPOSE_DRAFTS_QUEUE, { policy: 'singleton', retryLimit: 3, retryDelay: 60, retryBackoff: true, expireInSeconds: 60 * 60 });
  await boss.updateQueue(COMPOSE_DRAFTS_QUEUE, { heartbeatSeconds: HEARTBEAT_SECONDS });
  await boss.work<{ issuanceId: string }>(COMPOSE_DRAFTS_QUEUE, { pollingIntervalSeconds: 2 }, async ([job]) => {
    if (job) await runDraftJob(handle.db, job.data.issuanceId);
  });
  // Numbers that stopped are erased once their retention ends: checked each night, once for the whole portal.
  await boss.createQueue(SMS_RETENTION_QUEUE, { policy: 'singleton', retryLimit: 2, expireInSeconds: 30 * 60 });
  await boss.schedule(SMS_RETENTION_QUEUE, '30 1 * * *', null, { tz: 'Asia/Manila' });
  await boss.work(SMS_RETENTION_QUEUE, async () => {
    const erased = await eraseExpiredNumbers(handle.db);
    if (erased > 0) logger.info({ erased }, 'numbers past their retention erased');
    // Numbers kept only to answer a text, or for a code never typed, are swept as texts and forms come, and each night in case none does.
    await eraseUnansweredNumbers(handle.db);
    await sweepUnconfirmedNumbers(handle.db);
  });
  // One sender for the whole portal: the gateway's rate is the portal's, and a `sending` row at start is a crash's.
  await boss.createQueue(SMS_SEND_QUEUE, { policy: 'singleton', retryLimit: 10, retryDelay: 30, retryBackoff: true, expireInSeconds: 60 * 60 });
  await boss.updateQueue(SMS_SEND_QUEUE, { heartbeatSeconds: HEARTBEAT_SECONDS });
  await boss.work(SMS_SEND_QUEUE, { pollingIntervalSeconds: 2 }, ([job]) => runSmsSending(handle.db, job?.signal));
  // Delivery reports every five minutes, one check at a time for the whole portal (decision 066); the outbox has none.
  await boss.createQueue(SMS_STATUS_QUEUE, { policy: 'singleton', retryLimit: 0, expireInSeconds: 15 * 60 });
  await boss.schedule(SMS_STATUS_QUEUE, '*/5 * * * *', null, { tz: 'Asia/Manila' });
  await boss.work(SMS_STATUS_QUEUE, { pollingIntervalSeconds: 10 }, () => runTextStatusCheck(handle.db));
  await boss.send(PAGASA_WATCH_QUEUE, null);
  // Texts a stopped instance left queued or half-sent are taken up at start.
  await boss.send(SMS_SEND_QUEUE, null);
  holder.boss = boss;
  await requestDraftRuns(handle.db);
  return boss;
}
