import { villagesExportQuerySchema } from '@/domain/exchange/export-query';
import { getVillagesExport } from '@/server/exchange/get-villages-export';
import { sendExport } from '@/server/exchange/send-export';
import { handleRoute } from '@/server/http/handle-route';

/** The villages constants document (`constants/villages`). */
export const GET = handleRoute({
  access: { kind: 'public' },
  input: villagesExportQuerySchema,
  handler: async ({ request, input }) => sendExport(request, await getVillagesExport(), input),
});
