import { OPEN_OPERATIONS } from '@/modules/exchange/rules/openapi/open-api-operations';
import { psgcParams } from '@/modules/places/rules/places-contract';
import { answerOpenPreflight } from '@/platform/http/answer-open-preflight';
import { handleOpenRoute } from '@/platform/api-route/handle-open-route';
import { listPlaceSmsTexts } from '@/modules/exchange/server/openapi/list-place-sms-texts';

export const GET = handleOpenRoute({ ...OPEN_OPERATIONS.listPlaceSmsTexts, params: psgcParams }, async ({ db, params, input }) =>
  listPlaceSmsTexts(db, params.psgc, input),
);
export const OPTIONS = answerOpenPreflight;
