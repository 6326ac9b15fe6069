import { OPEN_OPERATIONS } from '@/modules/exchange/rules/openapi/open-api-operations';
import { answerOpenPreflight } from '@/platform/http/answer-open-preflight';
import { handleOpenRoute } from '@/platform/api-route/handle-open-route';
import { listOpenPlaces } from '@/modules/exchange/server/openapi/list-open-places';

export const GET = handleOpenRoute(OPEN_OPERATIONS.listPlaces, async ({ db, input }) => listOpenPlaces(db, input));
export const OPTIONS = answerOpenPreflight;
