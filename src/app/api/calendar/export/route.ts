import { CALENDAR_CONTRACT } from '@/modules/calendar/rules/calendar-contract';
import { exportCalendar } from '@/modules/calendar/server/export-calendar';
import { handleRoute } from '@/platform/api-route/handle-route';
import { fileAnswer } from '@/platform/http/json-answer';

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
