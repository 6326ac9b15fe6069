import { EXPORTS_CONTRACT } from '@/modules/exchange/rules/exports-contract';
import { getProvincesExport } from '@/modules/exchange/server/get-provinces-export';
import { sendExport } from '@/modules/exchange/server/send-export';
import { handleRoute } from '@/platform/api-route/handle-route';

/** The provinces constants document (`constants/provinces`). */
export const GET = handleRoute({
  ...EXPORTS_CONTRACT.provinces,
  handler: async ({ db, request, input }) => sendExport(request, await getProvincesExport(db), input),
});
