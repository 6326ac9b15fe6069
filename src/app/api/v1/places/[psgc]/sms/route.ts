import { OPEN_OPERATIONS } from '@/domain/openapi/open-api-operations';
import { psgcParams } from '@/domain/places/places-contract';
import { answerOpenPreflight } from '@/server/http/answer-open-preflight';
import { handleOpenRoute } from '@/server/http/handle-open-route';
import { listPlaceSmsTexts } from '@/server/openapi/list-place-sms-texts';

export const GET = handleOpenRoute({ ...OPEN_OPERATIONS.listPlaceSmsTexts, params: psgcParams }, async ({ db, params, input }) =>
  listPlaceSmsTexts(db, params.psgc, input),
);
export const OPTIONS = answerOpenPreflight;
