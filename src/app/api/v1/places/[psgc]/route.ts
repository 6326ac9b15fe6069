import { OPEN_OPERATIONS } from '@/domain/openapi/open-api-operations';
import { getDb } from '@/server/db/get-db';
import { answerOpenPreflight } from '@/server/http/answer-open-preflight';
import { handleOpenRoute } from '@/server/http/handle-open-route';
import { getOpenPlace } from '@/server/open-api/get-open-place';
import { psgcParams } from '@/server/open-api/psgc-params';

export const GET = handleOpenRoute({ ...OPEN_OPERATIONS.getPlace, params: psgcParams }, async ({ params }) => getOpenPlace(await getDb(), params.psgc));
export const OPTIONS = answerOpenPreflight;
