import { OPEN_OPERATIONS } from '@/modules/exchange/rules/openapi/open-api-operations';
import { answerOpenPreflight } from '@/platform/http/answer-open-preflight';
import { handleOpenRoute } from '@/platform/api-route/handle-open-route';
import { getOpenPlace } from '@/modules/exchange/server/openapi/get-open-place';
import { psgcParams } from '@/modules/places/rules/places-contract';

export const GET = handleOpenRoute({ ...OPEN_OPERATIONS.getPlace, params: psgcParams }, async ({ db, params }) => getOpenPlace(db, params.psgc));
export const OPTIONS = answerOpenPreflight;
