import { CALENDAR_CONTRACT } from '@/modules/calendar/rules/calendar-contract';
import { getCalendar } from '@/modules/calendar/server/get-calendar';
import { saveCalendarGrid } from '@/modules/calendar/server/save-calendar-grid';
import { handleRoute } from '@/platform/api-route/handle-route';
import { jsonWithEtag } from '@/platform/http/json-with-etag';

/** Calendar rows by province, municipality, crop and mode; an empty answer is 404 `Received empty data`. */
export const GET = handleRoute({
  ...CALENDAR_CONTRACT.read,
  handler: async ({ db, request, input }) => jsonWithEtag(request, await getCalendar(db, input)),
});

/** The admin grid of one province and crop. */
export const PUT = handleRoute({
  ...CALENDAR_CONTRACT.saveGrid,
  handler: async ({ db, input, user }) => {
    const result = await saveCalendarGrid(db, input, { id: user.id, email: user.email });
    return { message: `Saved ${result.saved} calendar rows${result.cleared ? `, cleared ${result.cleared}` : ''}.`, ...result };
  },
});
