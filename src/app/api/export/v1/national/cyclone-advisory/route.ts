import { NATIONAL_CONTRACT } from '@/domain/exchange/national/national-contract';
import { getNationalCyclone } from '@/server/exchange/get-national-cyclone';
import { sendExport } from '@/server/exchange/send-export';
import { handleRoute } from '@/server/http/handle-route';

/** The live (or `?issuance=`) cyclone advisory in the national portal's shape. */
export const GET = handleRoute({
  ...NATIONAL_CONTRACT.cyclone,
  handler: async ({ db, request, input }) => sendExport(request, await getNationalCyclone(db, input), input),
});
