import { outlookQuerySchema } from '@/domain/weather/outlook-query';
import { handleRoute } from '@/server/http/handle-route';
import { jsonWithEtag } from '@/server/http/json-with-etag';
import { getSeasonalOutlook } from '@/server/weather/get-seasonal-outlook';

export const GET = handleRoute({
  access: { kind: 'public' },
  input: outlookQuerySchema,
  handler: async ({ request, input }) => jsonWithEtag(request, await getSeasonalOutlook(input), 60),
});
