import 'server-only';
import { eq, sql } from 'drizzle-orm';
import { recommendation, recommendationApproval } from '@/db/schema';
import { approvalRefusal, type ApprovalRefusal } from '@/modules/recommendations/rules/alert-advice';
import type { AlertReview } from '@/modules/recommendations/rules/recommendation-view';
import type { StaffUser } from '@/modules/staff/rules/account-levels';
import { can } from '@/modules/staff/rules/can';
import { writeAudit } from '@/modules/staff/server/audit/write-audit';
import type { Database } from '@/platform/db/database';
import { AppError, type AppErrorCode } from '@/platform/errors/app-error';
import { toAlertReview } from './to-alert-review';

const REFUSED: Record<ApprovalRefusal['kind'], AppErrorCode> = { changed: 'CONFLICT', notAlertAdvice: 'UNPROCESSABLE', own: 'FORBIDDEN' };

/**
 * A reviewer approves a recommendation for the CAP alerts' instructions as they read it (`revision`):
 * its text is kept as the version every alert saved from now on carries, whatever is edited after,
 * until a reviewer approves again or withdraws it (decision 090). Alerts already sent never change.
 */
export async function approveRecommendation(db: Database, id: number, read: { revision: number }, reviewer: StaffUser): Promise<AlertReview> {
  return db.transaction(async (tx) => {
    // Locked: an edit saved meanwhile waits for this approval to commit, or this one reads it and refuses.
    const [row] = await tx.select().from(recommendation).where(eq(recommendation.id, id)).for('update');
    if (!row) throw new AppError('NOT_FOUND', `There is no recommendation ${id}.`);
    const refusal = approvalRefusal(row, { revision: read.revision, reviewerId: reviewer.id, mayApproveOwn: can(reviewer, 'recommendation.approveOwn') });
    if (refusal) throw new AppError(REFUSED[refusal.kind], refusal.message);
    const approved = {
      revision: row.revision,
      farmOperation: row.farmOperation,
      trigger: row.trigger,
      practiceEn: row.practiceEn,
      practiceTl: row.practiceTl,
      approvedById: reviewer.id,
      approvedBy: reviewer.email,
    };
    const [approval] = await tx
      .insert(recommendationApproval)
      .values({ recommendationId: id, ...approved })
      .onConflictDoUpdate({ target: recommendationApproval.recommendationId, set: { ...approved, approvedAt: sql`now()` } })
      .returning();
    await writeAudit(tx, {
      actor: { id: reviewer.id },
      action: 'recommendation.approve',
      target: String(id),
      summary: { revision: row.revision, trigger: row.trigger },
    });
    return toAlertReview(row, approval!);
  });
}
