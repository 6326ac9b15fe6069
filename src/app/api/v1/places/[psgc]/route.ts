import { OPEN_OPERATIONS } from '@/domain/openapi/open-api-operations';
import { answerOpenPreflight } from '@/server/http/answer-open-preflight';
import { handleOpenRoute } from '@/server/http/handle-open-route';
import { getOpenPlace } from '@/server/openapi/get-open-place';
import { psgcParams } from '@/domain/places/places-contract';

export const GET = handleOpenRoute({ ...OPEN_OPERATIONS.getPlace, params: psgcParams }, async ({ db, params }) => getOpenPlace(db, params.psgc));
export const OPTIONS = answerOpenPreflight;
