import { RECOMMENDATIONS_CONTRACT } from '@/domain/recommendations/recommendations-contract';
import { handleRoute } from '@/server/http/handle-route';
import { deleteRecommendation } from '@/server/recommendations/delete-recommendation';
import { updateRecommendation } from '@/server/recommendations/update-recommendation';

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
