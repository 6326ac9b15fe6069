import { OPEN_OPERATIONS } from '@/domain/openapi/open-api-operations';
import { getDb } from '@/server/db/get-db';
import { answerOpenPreflight } from '@/server/http/answer-open-preflight';
import { handleOpenRoute } from '@/server/http/handle-open-route';
import { listPlaceBulletins } from '@/server/open-api/list-place-bulletins';
import { psgcParams } from '@/server/open-api/psgc-params';

export const GET = handleOpenRoute({ ...OPEN_OPERATIONS.listPlaceBulletins, params: psgcParams }, async ({ params, input }) =>
  listPlaceBulletins(await getDb(), params.psgc, input),
);
export const OPTIONS = answerOpenPreflight;
