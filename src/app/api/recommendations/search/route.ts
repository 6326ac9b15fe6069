import { recommendationListSchema } from '@/domain/recommendations/recommendation-input';
import { getDb } from '@/server/db/get-db';
import { handleRoute } from '@/server/http/handle-route';
import { listRecommendations } from '@/server/recommendations/list-recommendations';

/** The staff table: filters, search and the count of rows missing their Tagalog text. */
export const GET = handleRoute({
  access: { kind: 'action', action: 'recommendation.edit' },
  input: recommendationListSchema,
  handler: async ({ input }) => listRecommendations(await getDb(), input),
});
