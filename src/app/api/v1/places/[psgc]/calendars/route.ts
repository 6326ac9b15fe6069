import { OPEN_OPERATIONS } from '@/modules/exchange/rules/openapi/open-api-operations';
import { answerOpenPreflight } from '@/platform/http/answer-open-preflight';
import { handleOpenRoute } from '@/platform/api-route/handle-open-route';
import { getPlaceCalendars } from '@/modules/exchange/server/openapi/get-place-calendars';
import { psgcParams } from '@/modules/places/rules/places-contract';

export const GET = handleOpenRoute({ ...OPEN_OPERATIONS.getPlaceCalendars, params: psgcParams }, async ({ db, params, input }) =>
  getPlaceCalendars(db, params.psgc, input),
);
export const OPTIONS = answerOpenPreflight;
