import { z } from 'zod';
import { addMonths } from '@/domain/weather/seasonal-months';
import { getDb } from '@/server/db/get-db';
import { handleRoute } from '@/server/http/handle-route';
import { writeSeasonalTemplate } from '@/server/weather/write-seasonal-template';

const query = z.object({ start: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'start must be YYYY-MM').optional() }).strict();

/** The portal's seasonal template as an .xlsx, six months from `start` (default: next month). */
export const GET = handleRoute({
  access: { kind: 'action', action: 'weather.edit' },
  input: query,
  handler: async ({ input }) => {
    const thisMonth = new Date().toLocaleDateString('en-CA', { timeZone: 'Asia/Manila' }).slice(0, 7);
    const start = input.start ?? addMonths(thisMonth, 1);
    const bytes = await writeSeasonalTemplate(await getDb(), start);
    return new Response(new Uint8Array(bytes), {
      headers: {
        'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        'Content-Disposition': `attachment; filename="seasonal-outlook-template-${start}.xlsx"`,
      },
    });
  },
});
