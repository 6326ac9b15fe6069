import { NATIONAL_CONTRACT } from '@/domain/exchange/national/national-contract';
import { getNationalTenDay } from '@/server/exchange/get-national-ten-day';
import { sendExport } from '@/server/exchange/send-export';
import { handleRoute } from '@/server/http/handle-route';

/** The live (or `?issuance=`) 10-day issue in the national portal's shape. */
export const GET = handleRoute({
  ...NATIONAL_CONTRACT.tenDay,
  handler: async ({ db, request, input }) => sendExport(request, await getNationalTenDay(db, input), input),
});
