import { EXPORTS_CONTRACT } from '@/domain/exchange/exports-contract';
import { getTenDayExport } from '@/server/exchange/get-ten-day-export';
import { sendExport } from '@/server/exchange/send-export';
import { handleRoute } from '@/server/http/handle-route';

/** The latest (or `?issuance=`) 10-day outlook as `weather_forecasts/calabarzon/ten_day` documents. */
export const GET = handleRoute({
  ...EXPORTS_CONTRACT.tenday,
  handler: async ({ db, request, input }) => sendExport(request, await getTenDayExport(db, input), input),
});
