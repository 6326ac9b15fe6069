import { recommendationsExportQuerySchema } from '@/domain/exchange/export-query';
import { getRecommendationsExport } from '@/server/exchange/get-recommendations-export';
import { sendExport } from '@/server/exchange/send-export';
import { handleRoute } from '@/server/http/handle-route';

/** Recommendations of a type (or all) as `n_list_crop_recommendations_{type}` and the lite documents. */
export const GET = handleRoute({
  access: { kind: 'public' },
  input: recommendationsExportQuerySchema,
  handler: async ({ request, input }) => sendExport(request, await getRecommendationsExport(input), input),
});
