import { calendarExportSchema } from '@/domain/calendar/calendar-input';
import { exportCalendar } from '@/server/calendar/export-calendar';
import { getDb } from '@/server/db/get-db';
import { handleRoute } from '@/server/http/handle-route';

/** The selected calendar rows as a file in the import's layout (`format` csv or xlsx). */
export const GET = handleRoute({
  access: { kind: 'public' },
  input: calendarExportSchema,
  handler: async ({ input }) => {
    const file = await exportCalendar(await getDb(), input);
    return new Response(new Uint8Array(file.bytes), {
      headers: {
        'Content-Type': file.contentType,
        'Content-Disposition': `attachment; filename="${file.fileName}"`,
        'Cache-Control': 'no-store',
      },
    });
  },
});
