import 'server-only';
import { eq } from 'drizzle-orm';
import { recommendation, recommendationApproval } from '@/db/schema';
import type { RecommendationStaffView } from '@/modules/recommendations/rules/recommendation-view';
import type { Queryable } from '@/platform/db/database';
import { toRecommendationStaffView } from './to-recommendation-staff-view';

/** One recommendation for its staff editor, with where it stands for the CAP alerts. */
export async function getRecommendation(db: Queryable, id: number): Promise<RecommendationStaffView | null> {
  const [found] = await db
    .select({ row: recommendation, approval: recommendationApproval })
    .from(recommendation)
    .leftJoin(recommendationApproval, eq(recommendationApproval.recommendationId, recommendation.id))
    .where(eq(recommendation.id, id));
  return found ? toRecommendationStaffView(found.row, found.approval) : null;
}
