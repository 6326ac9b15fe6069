import { EXPORTS_CONTRACT } from '@/modules/exchange/rules/exports-contract';
import { getSeasonalExport } from '@/modules/exchange/server/get-seasonal-export';
import { sendExport } from '@/modules/exchange/server/send-export';
import { handleRoute } from '@/platform/api-route/handle-route';

/** The latest (or `?issuance=`) seasonal outlook as `weather_forecasts/calabarzon/seasonal` documents. */
export const GET = handleRoute({
  ...EXPORTS_CONTRACT.seasonal,
  handler: async ({ db, request, input }) => sendExport(request, await getSeasonalExport(db, input), input),
});
