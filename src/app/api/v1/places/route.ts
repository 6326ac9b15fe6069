import { OPEN_OPERATIONS } from '@/domain/openapi/open-api-operations';
import { getDb } from '@/server/db/get-db';
import { answerOpenPreflight } from '@/server/http/answer-open-preflight';
import { handleOpenRoute } from '@/server/http/handle-open-route';
import { listOpenPlaces } from '@/server/open-api/list-open-places';

export const GET = handleOpenRoute(OPEN_OPERATIONS.listPlaces, async ({ input }) => listOpenPlaces(await getDb(), input));
export const OPTIONS = answerOpenPreflight;
