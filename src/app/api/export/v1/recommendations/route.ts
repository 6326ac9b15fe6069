import { EXPORTS_CONTRACT } from '@/domain/exchange/exports-contract';
import { getRecommendationsExport } from '@/server/exchange/get-recommendations-export';
import { sendExport } from '@/server/exchange/send-export';
import { handleRoute } from '@/server/http/handle-route';

/** Recommendations of a type (or all) as `n_list_crop_recommendations_{type}` and the lite documents. */
export const GET = handleRoute({
  ...EXPORTS_CONTRACT.recommendations,
  handler: async ({ db, request, input }) => sendExport(request, await getRecommendationsExport(db, input), input),
});
