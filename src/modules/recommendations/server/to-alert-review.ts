import 'server-only';
import type { recommendation, recommendationApproval } from '@/db/schema';
import { alertReviewState } from '@/modules/recommendations/rules/alert-advice';
import type { AlertReview } from '@/modules/recommendations/rules/recommendation-view';

/** Where a stored recommendation stands for the CAP alerts, with the version they carry (decision 090). */
export function toAlertReview(row: typeof recommendation.$inferSelect, approval: typeof recommendationApproval.$inferSelect | null): AlertReview {
  return {
    state: alertReviewState(row, approval),
    revision: row.revision,
    approved: approval && {
      revision: approval.revision,
      farmOperation: approval.farmOperation,
      trigger: approval.trigger,
      practice: { en: approval.practiceEn, tl: approval.practiceTl },
      approvedBy: approval.approvedBy,
      approvedAt: approval.approvedAt.toISOString(),
    },
  };
}
