import { NATIONAL_CONTRACT } from '@/modules/exchange/rules/national/national-contract';
import { getNationalSeasonal } from '@/modules/exchange/server/get-national-seasonal';
import { sendExport } from '@/modules/exchange/server/send-export';
import { handleRoute } from '@/platform/api-route/handle-route';

/** The live (or `?issuance=`) seasonal outlook in the national portal's shape. */
export const GET = handleRoute({
  ...NATIONAL_CONTRACT.seasonal,
  handler: async ({ db, request, input }) => sendExport(request, await getNationalSeasonal(db, input), input),
});
