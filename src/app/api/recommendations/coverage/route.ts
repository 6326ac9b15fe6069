import { RECOMMENDATIONS_CONTRACT } from '@/modules/recommendations/rules/recommendations-contract';
import { handleRoute } from '@/platform/api-route/handle-route';
import { getRecommendationCoverage } from '@/modules/recommendations/server/get-recommendation-coverage';

/** Which place × crop × active stage lacks a recommendation for the latest outlooks. */
export const GET = handleRoute({
  ...RECOMMENDATIONS_CONTRACT.coverage,
  handler: async ({ db }) => getRecommendationCoverage(db),
});
