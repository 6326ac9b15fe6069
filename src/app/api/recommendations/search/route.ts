import { RECOMMENDATIONS_CONTRACT } from '@/domain/recommendations/recommendations-contract';
import { handleRoute } from '@/server/http/handle-route';
import { listRecommendations } from '@/server/recommendations/list-recommendations';

/** The staff table: filters, search and the count of rows missing their Tagalog text. */
export const GET = handleRoute({
  ...RECOMMENDATIONS_CONTRACT.search,
  handler: async ({ db, input }) => listRecommendations(db, input),
});
