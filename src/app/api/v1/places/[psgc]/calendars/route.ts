import { OPEN_OPERATIONS } from '@/domain/openapi/open-api-operations';
import { getDb } from '@/server/db/get-db';
import { answerOpenPreflight } from '@/server/http/answer-open-preflight';
import { handleOpenRoute } from '@/server/http/handle-open-route';
import { getPlaceCalendars } from '@/server/open-api/get-place-calendars';
import { psgcParams } from '@/server/open-api/psgc-params';

export const GET = handleOpenRoute({ ...OPEN_OPERATIONS.getPlaceCalendars, params: psgcParams }, async ({ params, input }) =>
  getPlaceCalendars(await getDb(), params.psgc, input),
);
export const OPTIONS = answerOpenPreflight;
