import { EXPORTS_CONTRACT } from '@/domain/exchange/exports-contract';
import { getCalendarsExport } from '@/server/exchange/get-calendars-export';
import { sendExport } from '@/server/exchange/send-export';
import { handleRoute } from '@/server/http/handle-route';

/** Cropping calendars: the interchange CSV (`format=csv`, one mode) or the same rows as documents (JSON). */
export const GET = handleRoute({
  ...EXPORTS_CONTRACT.calendars,
  handler: async ({ db, request, input: { download, ...query } }) => sendExport(request, await getCalendarsExport(db, query), { download }),
});
