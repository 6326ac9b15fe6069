import { WEATHER_CONTRACT } from '@/domain/weather/weather-contract';
import { AppError } from '@/server/errors/app-error';
import { handleRoute } from '@/server/http/handle-route';
import { jsonWithEtag } from '@/server/http/json-with-etag';
import { getCommonData } from '@/server/weather/get-common-data';

/** The current document of a regional common-data group. */
export const GET = handleRoute({
  ...WEATHER_CONTRACT.common,
  handler: async ({ db, request, input }) => {
    const document = await getCommonData(db, input.group);
    if (!document) throw new AppError('NOT_FOUND', 'Received empty data');
    return jsonWithEtag(request, document);
  },
});
