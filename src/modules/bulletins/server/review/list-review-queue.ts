import 'server-only';
import { and, asc, desc, eq, type SQL } from 'drizzle-orm';
import { bulletin } from '@/db/schema';
import type { StaffUser } from '@/modules/staff/rules/account-levels';
import { can } from '@/modules/staff/rules/can';
import type { z } from 'zod';
import type { reviewItemSchema, reviewQueueSchema } from '@/modules/bulletins/rules/review-contract';
import type { Database } from '@/platform/db/database';
import { REPORT_COLUMNS, toReport } from '@/modules/bulletins/server/to-report';
import { gatherReviewFindings } from './gather-review-findings';
import type { ReviewRow } from './load-bulletins-for-review';

type ReviewItem = z.output<typeof reviewItemSchema>;

async function toItem(db: Database, row: ReviewRow): Promise<ReviewItem> {
  return {
    ...toReport(row),
    batchId: row.reviewBatchId,
    submittedAt: row.submittedAt?.toISOString() ?? null,
    reviewComment: row.reviewComment,
    preparedBy: row.ownerName ?? row.ownerEmail,
    findings: await gatherReviewFindings(db, row),
  };
}

const DRAFTS_SHOWN = 200;

/**
 * What waits for review, batch by batch (oldest first, so nothing waits for ever), and the drafts
 * the caller may send: an admin's own, or for a superadmin everyone's.
 */
export async function listReviewQueue(db: Database, user: StaffUser): Promise<z.output<typeof reviewQueueSchema>> {
  const inReview = await db
    .select(REPORT_COLUMNS)
    .from(bulletin)
    .where(eq(bulletin.state, 'in_review'))
    .orderBy(asc(bulletin.submittedAt), asc(bulletin.reference));
  const mine: SQL[] = [eq(bulletin.state, 'draft')];
  if (!can(user, 'review.allDrafts')) mine.push(eq(bulletin.ownerId, user.id));
  const drafts = await db
    .select(REPORT_COLUMNS)
    .from(bulletin)
    .where(and(...mine))
    .orderBy(desc(bulletin.dateCreated))
    .limit(DRAFTS_SHOWN);

  const batches = new Map<string, { batchId: string; submittedAt: string | null; items: ReviewItem[] }>();
  for (const row of inReview) {
    const batchId = row.reviewBatchId ?? row.id;
    const batch = batches.get(batchId) ?? { batchId, submittedAt: row.submittedAt?.toISOString() ?? null, items: [] };
    batch.items.push(await toItem(db, row));
    batches.set(batchId, batch);
  }
  const draftItems: ReviewItem[] = [];
  for (const row of drafts) draftItems.push(await toItem(db, row));
  return { batches: [...batches.values()], drafts: draftItems };
}
