import { RECOMMENDATIONS_CONTRACT } from '@/domain/recommendations/recommendations-contract';
import { handleRoute } from '@/server/http/handle-route';
import { getRecommendationCoverage } from '@/server/recommendations/get-recommendation-coverage';

/** Which place × crop × active stage lacks a recommendation for the latest outlooks. */
export const GET = handleRoute({
  ...RECOMMENDATIONS_CONTRACT.coverage,
  handler: async ({ db }) => getRecommendationCoverage(db),
});
