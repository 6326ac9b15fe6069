import { EXPORTS_CONTRACT } from '@/modules/exchange/rules/exports-contract';
import { getTenDayExport } from '@/modules/exchange/server/get-ten-day-export';
import { sendExport } from '@/modules/exchange/server/send-export';
import { handleRoute } from '@/platform/api-route/handle-route';

/** The latest (or `?issuance=`) 10-day outlook as `weather_forecasts/calabarzon/ten_day` documents. */
export const GET = handleRoute({
  ...EXPORTS_CONTRACT.tenday,
  handler: async ({ db, request, input }) => sendExport(request, await getTenDayExport(db, input), input),
});
