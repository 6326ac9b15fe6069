import { EXPORTS_CONTRACT } from '@/domain/exchange/exports-contract';
import { getVillagesExport } from '@/server/exchange/get-villages-export';
import { sendExport } from '@/server/exchange/send-export';
import { handleRoute } from '@/server/http/handle-route';

/** The villages constants document (`constants/villages`). */
export const GET = handleRoute({
  ...EXPORTS_CONTRACT.villages,
  handler: async ({ db, request, input }) => sendExport(request, await getVillagesExport(db), input),
});
