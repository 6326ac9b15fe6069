import { OPEN_OPERATIONS } from '@/domain/openapi/open-api-operations';
import { answerOpenPreflight } from '@/server/http/answer-open-preflight';
import { handleOpenRoute } from '@/server/http/handle-open-route';
import { listPlaceBulletins } from '@/server/openapi/list-place-bulletins';
import { psgcParams } from '@/domain/places/places-contract';

export const GET = handleOpenRoute({ ...OPEN_OPERATIONS.listPlaceBulletins, params: psgcParams }, async ({ db, params, input }) =>
  listPlaceBulletins(db, params.psgc, input),
);
export const OPTIONS = answerOpenPreflight;
