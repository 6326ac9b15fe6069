import { OPEN_OPERATIONS } from '@/domain/openapi/open-api-operations';
import { getDb } from '@/server/db/get-db';
import { answerOpenPreflight } from '@/server/http/answer-open-preflight';
import { handleOpenRoute } from '@/server/http/handle-open-route';
import { getPlaceOutlooks } from '@/server/open-api/get-place-outlooks';
import { readPsgc } from '@/server/open-api/read-psgc';

export const GET = handleOpenRoute(OPEN_OPERATIONS.getPlaceOutlooks, async ({ request }) => getPlaceOutlooks(await getDb(), readPsgc(request)));
export const OPTIONS = answerOpenPreflight;
