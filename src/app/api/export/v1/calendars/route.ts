import { EXPORTS_CONTRACT } from '@/modules/exchange/rules/exports-contract';
import { getCalendarsExport } from '@/modules/exchange/server/get-calendars-export';
import { sendExport } from '@/modules/exchange/server/send-export';
import { handleRoute } from '@/platform/api-route/handle-route';

/** Cropping calendars: the interchange CSV (`format=csv`, one mode) or the same rows as documents (JSON). */
export const GET = handleRoute({
  ...EXPORTS_CONTRACT.calendars,
  handler: async ({ db, request, input: { download, ...query } }) => sendExport(request, await getCalendarsExport(db, query), { download }),
});
