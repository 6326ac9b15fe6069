import 'server-only';
import type { recommendation, recommendationApproval } from '@/db/schema';
import type { RecommendationStaffView } from '@/modules/recommendations/rules/recommendation-view';
import { toAlertReview } from './to-alert-review';
import { toRecommendationView } from './to-recommendation-view';

/** The staff pages' shape of a stored recommendation: the public one, who changed it last, and its standing for the CAP alerts. */
export function toRecommendationStaffView(
  row: typeof recommendation.$inferSelect,
  approval: typeof recommendationApproval.$inferSelect | null,
): RecommendationStaffView {
  return { ...toRecommendationView(row), updatedById: row.updatedById, alert: toAlertReview(row, approval) };
}
