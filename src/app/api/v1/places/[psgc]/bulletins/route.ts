import { OPEN_OPERATIONS } from '@/domain/openapi/open-api-operations';
import { getDb } from '@/server/db/get-db';
import { answerOpenPreflight } from '@/server/http/answer-open-preflight';
import { handleOpenRoute } from '@/server/http/handle-open-route';
import { listPlaceBulletins } from '@/server/open-api/list-place-bulletins';
import { readPsgc } from '@/server/open-api/read-psgc';

export const GET = handleOpenRoute(OPEN_OPERATIONS.listPlaceBulletins, async ({ request, input }) =>
  listPlaceBulletins(await getDb(), readPsgc(request), input),
);
export const OPTIONS = answerOpenPreflight;
