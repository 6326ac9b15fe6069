import { WEATHER_CONTRACT } from '@/modules/weather/rules/weather-contract';
import { handleRoute } from '@/platform/api-route/handle-route';
import { jsonWithEtag } from '@/platform/http/json-with-etag';
import { getTenDayOutlook } from '@/modules/weather/server/get-ten-day-outlook';

export const GET = handleRoute({
  ...WEATHER_CONTRACT.tenday,
  handler: async ({ db, request, input }) => jsonWithEtag(request, await getTenDayOutlook(db, input)),
});
