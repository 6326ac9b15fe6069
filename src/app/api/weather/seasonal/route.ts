import { WEATHER_CONTRACT } from '@/domain/weather/weather-contract';
import { handleRoute } from '@/server/http/handle-route';
import { jsonWithEtag } from '@/server/http/json-with-etag';
import { getSeasonalOutlook } from '@/server/weather/get-seasonal-outlook';

export const GET = handleRoute({
  ...WEATHER_CONTRACT.seasonal,
  handler: async ({ db, request, input }) => jsonWithEtag(request, await getSeasonalOutlook(db, input)),
});
