import { OPEN_OPERATIONS } from '@/domain/openapi/open-api-operations';
import { getDb } from '@/server/db/get-db';
import { answerOpenPreflight } from '@/server/http/answer-open-preflight';
import { handleOpenRoute } from '@/server/http/handle-open-route';
import { getPlaceRecommendations } from '@/server/open-api/get-place-recommendations';
import { psgcParams } from '@/server/open-api/psgc-params';

export const GET = handleOpenRoute({ ...OPEN_OPERATIONS.getPlaceRecommendations, params: psgcParams }, async ({ params, input }) =>
  getPlaceRecommendations(await getDb(), params.psgc, input),
);
export const OPTIONS = answerOpenPreflight;
