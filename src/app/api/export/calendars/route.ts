import { calendarsExportQuerySchema } from '@/domain/exchange/export-query';
import { getCalendarsExport } from '@/server/exchange/get-calendars-export';
import { sendExport } from '@/server/exchange/send-export';
import { handleRoute } from '@/server/http/handle-route';

/** Cropping calendars: the interchange CSV (`format=csv`, one mode) or the same rows as documents (JSON). */
export const GET = handleRoute({
  access: { kind: 'public' },
  input: calendarsExportQuerySchema,
  handler: async ({ request, input: { download, ...query } }) => sendExport(request, await getCalendarsExport(query), { download }),
});
