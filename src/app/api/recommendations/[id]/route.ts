import { z } from 'zod';
import { recommendationSchema } from '@/domain/recommendations/recommendation-input';
import { getDb } from '@/server/db/get-db';
import { handleRoute } from '@/server/http/handle-route';
import { deleteRecommendation } from '@/server/recommendations/delete-recommendation';
import { updateRecommendation } from '@/server/recommendations/update-recommendation';
import { revalidatePublicPages } from '@/server/site/revalidate-public-pages';

const recommendationParams = z.object({
  id: z.coerce.number({ error: 'the recommendation id must be a number' }).int().positive().max(2_147_483_647),
});

export const PUT = handleRoute({
  access: { kind: 'action', action: 'recommendation.edit' },
  input: recommendationSchema,
  params: recommendationParams,
  handler: async ({ params: { id }, input, user }) => {
    const updated = await updateRecommendation(await getDb(), id, input, { id: user.id, email: user.email });
    revalidatePublicPages();
    return { message: 'The recommendation was saved.', recommendation: updated };
  },
});

/** Superadmins only. */
export const DELETE = handleRoute({
  access: { kind: 'action', action: 'recommendation.delete' },
  params: recommendationParams,
  handler: async ({ params: { id }, user }) => {
    await deleteRecommendation(await getDb(), id, { id: user.id, email: user.email });
    revalidatePublicPages();
    return { message: 'The recommendation was deleted.', id };
  },
});
