import { WEATHER_CONTRACT } from '@/domain/weather/weather-contract';
import { handleRoute } from '@/server/http/handle-route';
import { jsonWithEtag } from '@/server/http/json-with-etag';
import { getTenDayOutlook } from '@/server/weather/get-ten-day-outlook';

export const GET = handleRoute({
  ...WEATHER_CONTRACT.tenday,
  handler: async ({ db, request, input }) => jsonWithEtag(request, await getTenDayOutlook(db, input)),
});
