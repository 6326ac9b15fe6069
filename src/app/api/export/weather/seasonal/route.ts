import { weatherExportQuerySchema } from '@/domain/exchange/export-query';
import { getSeasonalExport } from '@/server/exchange/get-seasonal-export';
import { sendExport } from '@/server/exchange/send-export';
import { handleRoute } from '@/server/http/handle-route';

/** The latest (or `?issuance=`) seasonal outlook as `weather_forecasts/calabarzon/seasonal` documents. */
export const GET = handleRoute({
  access: { kind: 'public' },
  input: weatherExportQuerySchema,
  handler: async ({ request, input }) => sendExport(request, await getSeasonalExport(input), input),
});
