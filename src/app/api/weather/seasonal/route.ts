import { z } from 'zod';
import { handleRoute } from '@/server/http/handle-route';
import { jsonWithEtag } from '@/server/http/json-with-etag';
import { getSeasonalOutlook } from '@/server/weather/get-seasonal-outlook';

const query = z
  .object({
    province: z.string().trim().min(1).max(100).optional(),
    municipality: z.string().trim().min(1).max(100).optional(),
    issuance: z.uuid('issuance must be an issuance id').optional(),
  })
  .strict();

export const GET = handleRoute({
  access: { kind: 'public' },
  input: query,
  handler: async ({ request, input }) => jsonWithEtag(request, await getSeasonalOutlook(input), 60),
});
