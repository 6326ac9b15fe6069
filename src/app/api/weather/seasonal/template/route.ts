import { XLSX_TYPE } from '@/platform/contracts/media-types';
import { addMonths } from '@/modules/weather/rules/seasonal-months';
import { WEATHER_WRITES_CONTRACT } from '@/modules/weather/rules/weather-writes-contract';
import { handleRoute } from '@/platform/api-route/handle-route';
import { fileAnswer } from '@/platform/http/json-answer';
import { writeSeasonalTemplate } from '@/modules/weather/server/write-seasonal-template';

/** The portal's seasonal template as an .xlsx, six months from `start` (default: next month). */
export const GET = handleRoute({
  ...WEATHER_WRITES_CONTRACT.seasonalTemplate,
  handler: async ({ db, input }) => {
    const thisMonth = new Date().toLocaleDateString('en-CA', { timeZone: 'Asia/Manila' }).slice(0, 7);
    const start = input.start ?? addMonths(thisMonth, 1);
    const bytes = await writeSeasonalTemplate(db, start);
    return fileAnswer(new Uint8Array(bytes), {
      headers: {
        'Content-Type': XLSX_TYPE,
        'Content-Disposition': `attachment; filename="seasonal-outlook-template-${start}.xlsx"`,
      },
    });
  },
});
