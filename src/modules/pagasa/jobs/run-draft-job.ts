import 'server-only';
import { and, eq, inArray } from 'drizzle-orm';
import { draftRun } from '@/db/schema';
import type { Database } from '@/platform/db/database';
import { composeIssueDrafts } from '@/modules/pagasa/server/drafts/compose-issue-drafts';
import { logger } from '@/platform/log/logger';

/**
 * One job of the drafts queue. A failure is kept on the run, in words for the staff desk, and thrown
 * so the queue retries with back-off; the retry carries on from what was made.
 */
export async function runDraftJob(db: Database, issuanceId: string): Promise<void> {
  try {
    await composeIssueDrafts(db, issuanceId);
  } catch (error) {
    logger.error({ err: error, issuanceId }, 'composing drafts failed');
    await db
      .update(draftRun)
      .set({ state: 'failed', error: 'Composing the drafts failed; the portal tries again. The log has the details.' })
      .where(and(eq(draftRun.issuanceId, issuanceId), inArray(draftRun.state, ['queued', 'composing'])));
    throw error;
  }
}
