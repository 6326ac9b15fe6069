import 'server-only';
import { inArray } from 'drizzle-orm';
import { draftRun } from '@/db/schema';
import type { Queryable } from '@/platform/db/database';
import { jobQueueSlot } from '@/platform/jobs/job-queue-slot';
import { logger } from '@/platform/log/logger';

export const COMPOSE_DRAFTS_QUEUE = 'compose-drafts';

/**
 * Hands the queued draft runs to the job queue, after the commit that queued them (and at start, for
 * runs a stopped instance left). Without a running queue (a command-line load) the runs wait for the
 * next start. A run sent twice is composed once: the job claims its run before composing.
 */
export async function requestDraftRuns(db: Queryable): Promise<number> {
  const boss = jobQueueSlot().boss;
  if (!boss) return 0;
  const waiting = await db
    .select({ issuanceId: draftRun.issuanceId })
    .from(draftRun)
    .where(inArray(draftRun.state, ['queued', 'composing']));
  for (const run of waiting) {
    try {
      await boss.send(COMPOSE_DRAFTS_QUEUE, { issuanceId: run.issuanceId });
    } catch (error) {
      logger.error({ err: error, issuanceId: run.issuanceId }, 'could not queue the composing of drafts');
    }
  }
  return waiting.length;
}
