import { EXPORTS_CONTRACT } from '@/modules/exchange/rules/exports-contract';
import { getExportIndex } from '@/modules/exchange/server/get-export-index';
import { sendExport } from '@/modules/exchange/server/send-export';
import { handleRoute } from '@/platform/api-route/handle-route';

/** What can be exported for the national ACAP portals, where, and how fresh it is. */
export const GET = handleRoute({
  ...EXPORTS_CONTRACT.index,
  handler: async ({ db, request }) => sendExport(request, await getExportIndex(db), { download: false }),
});
