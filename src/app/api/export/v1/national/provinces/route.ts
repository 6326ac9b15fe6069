import { NATIONAL_CONTRACT } from '@/modules/exchange/rules/national/national-contract';
import { getNationalProvinces } from '@/modules/exchange/server/get-national-provinces';
import { sendExport } from '@/modules/exchange/server/send-export';
import { handleRoute } from '@/platform/api-route/handle-route';

/** The provinces constants in the national portal's shape (`constant_data/provinces`). */
export const GET = handleRoute({
  ...NATIONAL_CONTRACT.provinces,
  handler: async ({ db, request, input }) => sendExport(request, await getNationalProvinces(db), input),
});
