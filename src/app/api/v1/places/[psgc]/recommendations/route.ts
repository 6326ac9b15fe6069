import { OPEN_OPERATIONS } from '@/domain/openapi/open-api-operations';
import { getDb } from '@/server/db/get-db';
import { answerOpenPreflight } from '@/server/http/answer-open-preflight';
import { handleOpenRoute } from '@/server/http/handle-open-route';
import { getPlaceRecommendations } from '@/server/open-api/get-place-recommendations';
import { readPsgc } from '@/server/open-api/read-psgc';

export const GET = handleOpenRoute(OPEN_OPERATIONS.getPlaceRecommendations, async ({ request, input }) =>
  getPlaceRecommendations(await getDb(), readPsgc(request), input),
);
export const OPTIONS = answerOpenPreflight;
