import { EXPORTS_CONTRACT } from '@/domain/exchange/exports-contract';
import { getExportIndex } from '@/server/exchange/get-export-index';
import { sendExport } from '@/server/exchange/send-export';
import { handleRoute } from '@/server/http/handle-route';

/** What can be exported for the national ACAP portals, where, and how fresh it is. */
export const GET = handleRoute({
  ...EXPORTS_CONTRACT.index,
  handler: async ({ db, request }) => sendExport(request, await getExportIndex(db), { download: false }),
});
