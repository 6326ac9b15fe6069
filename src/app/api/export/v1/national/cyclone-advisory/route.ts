import { NATIONAL_CONTRACT } from '@/modules/exchange/rules/national/national-contract';
import { getNationalCyclone } from '@/modules/exchange/server/get-national-cyclone';
import { sendExport } from '@/modules/exchange/server/send-export';
import { handleRoute } from '@/platform/api-route/handle-route';

/** The live (or `?issuance=`) cyclone advisory in the national portal's shape. */
export const GET = handleRoute({
  ...NATIONAL_CONTRACT.cyclone,
  handler: async ({ db, request, input }) => sendExport(request, await getNationalCyclone(db, input), input),
});
