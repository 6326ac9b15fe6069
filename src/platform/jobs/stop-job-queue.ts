import 'server-only';
import { jobQueueSlot } from '@/platform/jobs/job-queue-slot';

/** Stops taking jobs and lets a running one finish (graceful shutdown), before the database closes. */
export async function stopJobQueue(): Promise<void> {
  const holder = jobQueueSlot();
  const boss = holder.boss;
  holder.boss = undefined;
  if (boss) await boss.stop({ graceful: true, close: true, timeout: 15_000 });
}
