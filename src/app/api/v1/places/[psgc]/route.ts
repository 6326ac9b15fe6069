import { OPEN_OPERATIONS } from '@/domain/openapi/open-api-operations';
import { getDb } from '@/server/db/get-db';
import { answerOpenPreflight } from '@/server/http/answer-open-preflight';
import { handleOpenRoute } from '@/server/http/handle-open-route';
import { getOpenPlace } from '@/server/open-api/get-open-place';
import { readPsgc } from '@/server/open-api/read-psgc';

export const GET = handleOpenRoute(OPEN_OPERATIONS.getPlace, async ({ request }) => getOpenPlace(await getDb(), readPsgc(request)));
export const OPTIONS = answerOpenPreflight;
