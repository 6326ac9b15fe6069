import { EXPORTS_CONTRACT } from '@/modules/exchange/rules/exports-contract';
import { getRecommendationsExport } from '@/modules/exchange/server/get-recommendations-export';
import { sendExport } from '@/modules/exchange/server/send-export';
import { handleRoute } from '@/platform/api-route/handle-route';

/** Recommendations of a type (or all) as `n_list_crop_recommendations_{type}` and the lite documents. */
export const GET = handleRoute({
  ...EXPORTS_CONTRACT.recommendations,
  handler: async ({ db, request, input }) => sendExport(request, await getRecommendationsExport(db, input), input),
});
