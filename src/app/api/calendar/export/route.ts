import { CALENDAR_CONTRACT } from '@/domain/calendar/calendar-contract';
import { exportCalendar } from '@/server/calendar/export-calendar';
import { handleRoute } from '@/server/http/handle-route';
import { fileAnswer } from '@/server/http/json-answer';

/** The selected calendar rows as a file in the import's layout (`format` csv or xlsx). */
export const GET = handleRoute({
  ...CALENDAR_CONTRACT.export,
  handler: async ({ db, input }) => {
    const file = await exportCalendar(db, input);
    return fileAnswer(new Uint8Array(file.bytes), {
      headers: {
        'Content-Type': file.contentType,
        'Content-Disposition': `attachment; filename="${file.fileName}"`,
        'Cache-Control': 'no-store',
      },
    });
  },
});
