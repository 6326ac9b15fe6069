import { EXPORTS_CONTRACT } from '@/domain/exchange/exports-contract';
import { getSeasonalExport } from '@/server/exchange/get-seasonal-export';
import { sendExport } from '@/server/exchange/send-export';
import { handleRoute } from '@/server/http/handle-route';

/** The latest (or `?issuance=`) seasonal outlook as `weather_forecasts/calabarzon/seasonal` documents. */
export const GET = handleRoute({
  ...EXPORTS_CONTRACT.seasonal,
  handler: async ({ db, request, input }) => sendExport(request, await getSeasonalExport(db, input), input),
});
