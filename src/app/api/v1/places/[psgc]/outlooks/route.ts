import { OPEN_OPERATIONS } from '@/domain/openapi/open-api-operations';
import { answerOpenPreflight } from '@/server/http/answer-open-preflight';
import { handleOpenRoute } from '@/server/http/handle-open-route';
import { getPlaceOutlooks } from '@/server/openapi/get-place-outlooks';
import { psgcParams } from '@/domain/places/places-contract';

export const GET = handleOpenRoute({ ...OPEN_OPERATIONS.getPlaceOutlooks, params: psgcParams }, async ({ db, params }) => getPlaceOutlooks(db, params.psgc));
export const OPTIONS = answerOpenPreflight;
