import { WEATHER_CONTRACT } from '@/modules/weather/rules/weather-contract';
import { AppError } from '@/platform/errors/app-error';
import { handleRoute } from '@/platform/api-route/handle-route';
import { jsonWithEtag } from '@/platform/http/json-with-etag';
import { getCommonData } from '@/modules/weather/server/get-common-data';

/** The current document of a regional common-data group. */
export const GET = handleRoute({
  ...WEATHER_CONTRACT.common,
  handler: async ({ db, request, input }) => {
    const document = await getCommonData(db, input.group);
    if (!document) throw new AppError('NOT_FOUND', 'Received empty data');
    return jsonWithEtag(request, document);
  },
});
