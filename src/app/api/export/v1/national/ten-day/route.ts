import { NATIONAL_CONTRACT } from '@/modules/exchange/rules/national/national-contract';
import { getNationalTenDay } from '@/modules/exchange/server/get-national-ten-day';
import { sendExport } from '@/modules/exchange/server/send-export';
import { handleRoute } from '@/platform/api-route/handle-route';

/** The live (or `?issuance=`) 10-day issue in the national portal's shape. */
export const GET = handleRoute({
  ...NATIONAL_CONTRACT.tenDay,
  handler: async ({ db, request, input }) => sendExport(request, await getNationalTenDay(db, input), input),
});
