import { RECOMMENDATIONS_CONTRACT } from '@/modules/recommendations/rules/recommendations-contract';
import { handleRoute } from '@/platform/api-route/handle-route';
import { deleteRecommendation } from '@/modules/recommendations/server/delete-recommendation';
import { updateRecommendation } from '@/modules/recommendations/server/update-recommendation';

export const PUT = handleRoute({
  ...RECOMMENDATIONS_CONTRACT.update,
  handler: async ({ db, params: { id }, input, user }) => {
    const updated = await updateRecommendation(db, id, input, { id: user.id, email: user.email });
    return { message: 'The recommendation was saved.', recommendation: updated };
  },
});

/** Superadmins only. */
export const DELETE = handleRoute({
  ...RECOMMENDATIONS_CONTRACT.remove,
  handler: async ({ db, params: { id }, user }) => {
    await deleteRecommendation(db, id, { id: user.id, email: user.email });
    return { message: 'The recommendation was deleted.', id };
  },
});
