import { EXPORTS_CONTRACT } from '@/modules/exchange/rules/exports-contract';
import { getVillagesExport } from '@/modules/exchange/server/get-villages-export';
import { sendExport } from '@/modules/exchange/server/send-export';
import { handleRoute } from '@/platform/api-route/handle-route';

/** The villages constants document (`constants/villages`). */
export const GET = handleRoute({
  ...EXPORTS_CONTRACT.villages,
  handler: async ({ db, request, input }) => sendExport(request, await getVillagesExport(db), input),
});
