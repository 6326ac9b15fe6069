import 'server-only';
import { eq } from 'drizzle-orm';
import { recommendation, recommendationApproval } from '@/db/schema';
import type { AlertReview } from '@/modules/recommendations/rules/recommendation-view';
import type { StaffUser } from '@/modules/staff/rules/account-levels';
import { writeAudit } from '@/modules/staff/server/audit/write-audit';
import type { Database } from '@/platform/db/database';
import { AppError } from '@/platform/errors/app-error';
import { toAlertReview } from './to-alert-review';

/** A reviewer takes a recommendation's approved version out of the alerts saved from now on (decision 090). */
export async function withdrawRecommendationApproval(db: Database, id: number, reviewer: StaffUser): Promise<AlertReview> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(recommendation).where(eq(recommendation.id, id)).for('update');
    if (!row) throw new AppError('NOT_FOUND', `There is no recommendation ${id}.`);
    const [removed] = await tx.delete(recommendationApproval).where(eq(recommendationApproval.recommendationId, id)).returning();
    if (!removed) throw new AppError('NOT_FOUND', `Recommendation ${id} is not approved for the CAP alerts: there is no approval to withdraw.`);
    await writeAudit(tx, {
      actor: { id: reviewer.id },
      action: 'recommendation.withdrawApproval',
      target: String(id),
      summary: { revision: removed.revision, trigger: removed.trigger },
    });
    return toAlertReview(row, null);
  });
}
