import { OPEN_OPERATIONS } from '@/domain/openapi/open-api-operations';
import { getDb } from '@/server/db/get-db';
import { answerOpenPreflight } from '@/server/http/answer-open-preflight';
import { handleOpenRoute } from '@/server/http/handle-open-route';
import { getPlaceCalendars } from '@/server/open-api/get-place-calendars';
import { readPsgc } from '@/server/open-api/read-psgc';

export const GET = handleOpenRoute(OPEN_OPERATIONS.getPlaceCalendars, async ({ request, input }) =>
  getPlaceCalendars(await getDb(), readPsgc(request), input),
);
export const OPTIONS = answerOpenPreflight;
