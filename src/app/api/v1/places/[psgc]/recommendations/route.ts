import { OPEN_OPERATIONS } from '@/modules/exchange/rules/openapi/open-api-operations';
import { answerOpenPreflight } from '@/platform/http/answer-open-preflight';
import { handleOpenRoute } from '@/platform/api-route/handle-open-route';
import { getPlaceRecommendations } from '@/modules/exchange/server/openapi/get-place-recommendations';
import { psgcParams } from '@/modules/places/rules/places-contract';

export const GET = handleOpenRoute({ ...OPEN_OPERATIONS.getPlaceRecommendations, params: psgcParams }, async ({ db, params, input }) =>
  getPlaceRecommendations(db, params.psgc, input),
);
export const OPTIONS = answerOpenPreflight;
