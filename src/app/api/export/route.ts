import { exportIndexQuerySchema } from '@/domain/exchange/export-query';
import { getExportIndex } from '@/server/exchange/get-export-index';
import { sendExport } from '@/server/exchange/send-export';
import { handleRoute } from '@/server/http/handle-route';

/** What can be exported for the national ACAP portals, where, and how fresh it is. */
export const GET = handleRoute({
  access: { kind: 'public' },
  input: exportIndexQuerySchema,
  handler: async ({ request }) => sendExport(request, await getExportIndex(), { download: false }),
});
