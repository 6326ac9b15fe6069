import { calendarGridSchema, calendarQuerySchema } from '@/domain/calendar/calendar-input';
import { getCalendar } from '@/server/calendar/get-calendar';
import { saveCalendarGrid } from '@/server/calendar/save-calendar-grid';
import { getDb } from '@/server/db/get-db';
import { handleRoute } from '@/server/http/handle-route';
import { jsonWithEtag } from '@/server/http/json-with-etag';
import { revalidatePublicPages } from '@/server/site/revalidate-public-pages';

/** Calendar rows by province, municipality, crop and mode; an empty answer is 404 `Received empty data`. */
export const GET = handleRoute({
  access: { kind: 'public' },
  input: calendarQuerySchema,
  handler: async ({ request, input }) => jsonWithEtag(request, await getCalendar(await getDb(), input), 60),
});

/** The admin grid of one province and crop. */
export const PUT = handleRoute({
  access: { kind: 'action', action: 'calendar.edit' },
  input: calendarGridSchema,
  handler: async ({ input, user }) => {
    const result = await saveCalendarGrid(await getDb(), input, { id: user.id, email: user.email });
    revalidatePublicPages();
    return { message: `Saved ${result.saved} calendar rows${result.cleared ? `, cleared ${result.cleared}` : ''}.`, ...result };
  },
});
