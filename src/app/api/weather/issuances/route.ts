import { z } from 'zod';
import { handleRoute } from '@/server/http/handle-route';
import { listIssuances } from '@/server/weather/list-issuances';

const query = z
  .object({
    type: z.enum(['seasonal', 'ten_day', 'special_weather'], { error: 'type must be seasonal, ten_day or special_weather' }).optional(),
    limit: z.coerce.number().int().min(1).max(200).optional(),
    offset: z.coerce.number().int().min(0).optional(),
  })
  .strict();

/** The archive of issuances for staff, newest first. */
export const GET = handleRoute({
  access: { kind: 'action', action: 'weather.edit' },
  input: query,
  handler: async ({ input }) => listIssuances(input),
});
