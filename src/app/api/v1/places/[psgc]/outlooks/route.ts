import { OPEN_OPERATIONS } from '@/modules/exchange/rules/openapi/open-api-operations';
import { answerOpenPreflight } from '@/platform/http/answer-open-preflight';
import { handleOpenRoute } from '@/platform/api-route/handle-open-route';
import { getPlaceOutlooks } from '@/modules/exchange/server/openapi/get-place-outlooks';
import { psgcParams } from '@/modules/places/rules/places-contract';

export const GET = handleOpenRoute({ ...OPEN_OPERATIONS.getPlaceOutlooks, params: psgcParams }, async ({ db, params }) => getPlaceOutlooks(db, params.psgc));
export const OPTIONS = answerOpenPreflight;
