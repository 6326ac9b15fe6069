import { WEATHER_CONTRACT } from '@/modules/weather/rules/weather-contract';
import { handleRoute } from '@/platform/api-route/handle-route';
import { jsonWithEtag } from '@/platform/http/json-with-etag';
import { getSeasonalOutlook } from '@/modules/weather/server/get-seasonal-outlook';

export const GET = handleRoute({
  ...WEATHER_CONTRACT.seasonal,
  handler: async ({ db, request, input }) => jsonWithEtag(request, await getSeasonalOutlook(db, input)),
});
