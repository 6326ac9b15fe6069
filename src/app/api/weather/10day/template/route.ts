import { manilaToday } from '@/platform/format/manila-time';
import { WEATHER_WRITES_CONTRACT } from '@/modules/weather/rules/weather-writes-contract';
import { handleRoute } from '@/platform/api-route/handle-route';
import { fileAnswer } from '@/platform/http/json-answer';
import { writeTenDayTemplate } from '@/modules/weather/server/write-ten-day-template';

/** The long layout's template for a 10-day outlook (CSV by default, or .xlsx), its example rows dated `start` (default: today in Manila). */
export const GET = handleRoute({
  ...WEATHER_WRITES_CONTRACT.tenDayTemplate,
  handler: async ({ db, input }) => {
    const template = await writeTenDayTemplate(db, input.start ?? manilaToday(), input.format ?? 'csv');
    return fileAnswer(new Uint8Array(template.bytes), {
      headers: { 'Content-Type': template.contentType, 'Content-Disposition': `attachment; filename="${template.fileName}"` },
    });
  },
});
