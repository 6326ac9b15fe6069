import { OPEN_OPERATIONS } from '@/domain/openapi/open-api-operations';
import { getDb } from '@/server/db/get-db';
import { answerOpenPreflight } from '@/server/http/answer-open-preflight';
import { handleOpenRoute } from '@/server/http/handle-open-route';
import { getPlaceOutlooks } from '@/server/open-api/get-place-outlooks';
import { psgcParams } from '@/server/open-api/psgc-params';

export const GET = handleOpenRoute({ ...OPEN_OPERATIONS.getPlaceOutlooks, params: psgcParams }, async ({ params }) => getPlaceOutlooks(await getDb(), params.psgc));
export const OPTIONS = answerOpenPreflight;
