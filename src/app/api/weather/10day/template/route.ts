import { z } from 'zod';
import { manilaToday } from '@/domain/format/manila-time';
import { getDb } from '@/server/db/get-db';
import { handleRoute } from '@/server/http/handle-route';
import { writeTendayTemplate } from '@/server/weather/write-tenday-template';

const query = z
  .object({
    format: z.enum(['csv', 'xlsx'], { error: 'format must be csv or xlsx' }).optional(),
    start: z.iso.date('start must be YYYY-MM-DD').optional(),
  })
  .strict();

/** The long layout's template for a 10-day outlook (CSV by default, or .xlsx), its example rows dated `start` (default: today in Manila). */
export const GET = handleRoute({
  access: { kind: 'action', action: 'weather.edit' },
  input: query,
  handler: async ({ input }) => {
    const template = await writeTendayTemplate(await getDb(), input.start ?? manilaToday(), input.format ?? 'csv');
    return new Response(new Uint8Array(template.bytes), {
      headers: { 'Content-Type': template.contentType, 'Content-Disposition': `attachment; filename="${template.fileName}"` },
    });
  },
});
