import { RECOMMENDATIONS_CONTRACT } from '@/modules/recommendations/rules/recommendations-contract';
import { approveRecommendation } from '@/modules/recommendations/server/approve-recommendation';
import { withdrawRecommendationApproval } from '@/modules/recommendations/server/withdraw-recommendation-approval';
import { handleRoute } from '@/platform/api-route/handle-route';

/** Superadmins, and admins with the reviewer right: the version the CAP alerts carry (decision 090). */
export const POST = handleRoute({
  ...RECOMMENDATIONS_CONTRACT.approve,
  handler: async ({ db, params: { id }, input, user }) => {
    const alert = await approveRecommendation(db, id, input, user);
    return { message: `Recommendation ${id} was approved: CAP alerts saved from now on carry it as it stands.`, id, alert };
  },
});

export const DELETE = handleRoute({
  ...RECOMMENDATIONS_CONTRACT.withdrawApproval,
  handler: async ({ db, params: { id }, user }) => {
    const alert = await withdrawRecommendationApproval(db, id, user);
    return { message: `Recommendation ${id} was withdrawn: CAP alerts saved from now on leave it out.`, id, alert };
  },
});
