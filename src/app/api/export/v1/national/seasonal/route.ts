import { NATIONAL_CONTRACT } from '@/domain/exchange/national/national-contract';
import { getNationalSeasonal } from '@/server/exchange/get-national-seasonal';
import { sendExport } from '@/server/exchange/send-export';
import { handleRoute } from '@/server/http/handle-route';

/** The live (or `?issuance=`) seasonal outlook in the national portal's shape. */
export const GET = handleRoute({
  ...NATIONAL_CONTRACT.seasonal,
  handler: async ({ db, request, input }) => sendExport(request, await getNationalSeasonal(db, input), input),
});
