import { z } from 'zod';
import { recommendationSchema } from '@/domain/recommendations/recommendation-input';
import { getDb } from '@/server/db/get-db';
import { handleRoute } from '@/server/http/handle-route';
import { deleteRecommendation } from '@/server/recommendations/delete-recommendation';
import { updateRecommendation } from '@/server/recommendations/update-recommendation';
import { revalidatePublicPages } from '@/server/site/revalidate-public-pages';

const idOf = (request: Request) =>
  z.coerce.number({ error: 'the recommendation id must be a number' }).int().positive().max(2_147_483_647).parse(new URL(request.url).pathname.split('/').at(-1));

export const PUT = handleRoute({
  access: { kind: 'action', action: 'recommendation.edit' },
  input: recommendationSchema,
  handler: async ({ request, input, user }) => {
    const updated = await updateRecommendation(await getDb(), idOf(request), input, { id: user.id, email: user.email });
    revalidatePublicPages();
    return { message: 'The recommendation was saved.', recommendation: updated };
  },
});

/** Superadmins only. */
export const DELETE = handleRoute({
  access: { kind: 'action', action: 'recommendation.delete' },
  handler: async ({ request, user }) => {
    const id = idOf(request);
    await deleteRecommendation(await getDb(), id, { id: user.id, email: user.email });
    revalidatePublicPages();
    return { message: 'The recommendation was deleted.', id };
  },
});
