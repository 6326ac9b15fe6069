import { PLACES_CONTRACT } from '@/modules/places/rules/places-contract';
import { handleRoute } from '@/platform/api-route/handle-route';
import { jsonWithEtag } from '@/platform/http/json-with-etag';
import { getProvinceConstants } from '@/modules/places/server/get-province-constants';

export const GET = handleRoute({
  ...PLACES_CONTRACT.provinces,
  handler: async ({ db, request }) => jsonWithEtag(request, await getProvinceConstants(db)),
});
