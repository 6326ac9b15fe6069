import { OPEN_OPERATIONS } from '@/modules/exchange/rules/openapi/open-api-operations';
import { answerOpenPreflight } from '@/platform/http/answer-open-preflight';
import { handleOpenRoute } from '@/platform/api-route/handle-open-route';
import { listPlaceBulletins } from '@/modules/exchange/server/openapi/list-place-bulletins';
import { psgcParams } from '@/modules/places/rules/places-contract';

export const GET = handleOpenRoute({ ...OPEN_OPERATIONS.listPlaceBulletins, params: psgcParams }, async ({ db, params, input }) =>
  listPlaceBulletins(db, params.psgc, input),
);
export const OPTIONS = answerOpenPreflight;
