import { weatherExportQuerySchema } from '@/domain/exchange/export-query';
import { getTendayExport } from '@/server/exchange/get-tenday-export';
import { sendExport } from '@/server/exchange/send-export';
import { handleRoute } from '@/server/http/handle-route';

/** The latest (or `?issuance=`) 10-day outlook as `weather_forecasts/calabarzon/ten_day` documents. */
export const GET = handleRoute({
  access: { kind: 'public' },
  input: weatherExportQuerySchema,
  handler: async ({ request, input }) => sendExport(request, await getTendayExport(input), input),
});
