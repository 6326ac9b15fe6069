import { RECOMMENDATIONS_CONTRACT } from '@/modules/recommendations/rules/recommendations-contract';
import { handleRoute } from '@/platform/api-route/handle-route';
import { listRecommendations } from '@/modules/recommendations/server/list-recommendations';

/** The staff table: filters, search and the count of rows missing their Tagalog text. */
export const GET = handleRoute({
  ...RECOMMENDATIONS_CONTRACT.search,
  handler: async ({ db, input }) => listRecommendations(db, input),
});
