import 'server-only';
import { and, inArray, isNotNull } from 'drizzle-orm';
import { draftRun } from '@/db/schema';
import type { Queryable } from '@/platform/db/database';

/** When the automatic drafts of these loads were ready for review: runs that sent a batch (including those since replaced). */
export async function readDraftsReady(db: Queryable, issuanceIds: readonly string[]): Promise<{ issuanceId: string; finishedAt: Date }[]> {
  if (issuanceIds.length === 0) return [];
  const rows = await db
    .select({ issuanceId: draftRun.issuanceId, finishedAt: draftRun.finishedAt })
    .from(draftRun)
    .where(and(inArray(draftRun.issuanceId, [...issuanceIds]), isNotNull(draftRun.finishedAt), isNotNull(draftRun.reviewBatchId)));
  return rows.flatMap((row) => (row.finishedAt ? [{ issuanceId: row.issuanceId, finishedAt: row.finishedAt }] : []));
}
