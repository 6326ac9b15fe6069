import { OPEN_OPERATIONS } from '@/domain/openapi/open-api-operations';
import { answerOpenPreflight } from '@/server/http/answer-open-preflight';
import { handleOpenRoute } from '@/server/http/handle-open-route';
import { getPlaceCalendars } from '@/server/openapi/get-place-calendars';
import { psgcParams } from '@/domain/places/places-contract';

export const GET = handleOpenRoute({ ...OPEN_OPERATIONS.getPlaceCalendars, params: psgcParams }, async ({ db, params, input }) =>
  getPlaceCalendars(db, params.psgc, input),
);
export const OPTIONS = answerOpenPreflight;
