import { provincesExportQuerySchema } from '@/domain/exchange/export-query';
import { getProvincesExport } from '@/server/exchange/get-provinces-export';
import { sendExport } from '@/server/exchange/send-export';
import { handleRoute } from '@/server/http/handle-route';

/** The provinces constants document (`constants/provinces`). */
export const GET = handleRoute({
  access: { kind: 'public' },
  input: provincesExportQuerySchema,
  handler: async ({ request, input }) => sendExport(request, await getProvincesExport(), input),
});
