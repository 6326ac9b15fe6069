import { OPEN_OPERATIONS } from '@/domain/openapi/open-api-operations';
import { answerOpenPreflight } from '@/server/http/answer-open-preflight';
import { handleOpenRoute } from '@/server/http/handle-open-route';
import { listOpenPlaces } from '@/server/openapi/list-open-places';

export const GET = handleOpenRoute(OPEN_OPERATIONS.listPlaces, async ({ db, input }) => listOpenPlaces(db, input));
export const OPTIONS = answerOpenPreflight;
