import { EXPORTS_CONTRACT } from '@/domain/exchange/exports-contract';
import { getProvincesExport } from '@/server/exchange/get-provinces-export';
import { sendExport } from '@/server/exchange/send-export';
import { handleRoute } from '@/server/http/handle-route';

/** The provinces constants document (`constants/provinces`). */
export const GET = handleRoute({
  ...EXPORTS_CONTRACT.provinces,
  handler: async ({ db, request, input }) => sendExport(request, await getProvincesExport(db), input),
});
