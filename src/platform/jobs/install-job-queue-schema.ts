import 'server-only';
import type { DatabaseHandle } from '@/platform/db/database';
import { createJobQueue } from './create-job-queue';

/**
 * Creates the job queue's tables (pg-boss's own install, on start) without taking or scheduling any
 * job: a restore into a database whose portal never ran needs them to load the backup's jobs.
 */
export async function installJobQueueSchema(handle: DatabaseHandle): Promise<void> {
  const boss = createJobQueue(handle, { supervise: false, schedule: false });
  await boss.start();
  await boss.stop({ graceful: false, close: true });
}
