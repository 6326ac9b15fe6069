import { getDb } from '@/server/db/get-db';
import { handleRoute } from '@/server/http/handle-route';
import { getRecommendationCoverage } from '@/server/recommendations/get-recommendation-coverage';

/** Which place × crop × active stage lacks a recommendation for the latest outlooks. */
export const GET = handleRoute({
  access: { kind: 'action', action: 'recommendation.edit' },
  handler: async () => getRecommendationCoverage(await getDb()),
});
