import { OPEN_OPERATIONS } from '@/domain/openapi/open-api-operations';
import { answerOpenPreflight } from '@/server/http/answer-open-preflight';
import { handleOpenRoute } from '@/server/http/handle-open-route';
import { getPlaceRecommendations } from '@/server/openapi/get-place-recommendations';
import { psgcParams } from '@/domain/places/places-contract';

export const GET = handleOpenRoute({ ...OPEN_OPERATIONS.getPlaceRecommendations, params: psgcParams }, async ({ db, params, input }) =>
  getPlaceRecommendations(db, params.psgc, input),
);
export const OPTIONS = answerOpenPreflight;
