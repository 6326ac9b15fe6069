import { PLACES_CONTRACT } from '@/domain/places/places-contract';
import { handleRoute } from '@/server/http/handle-route';
import { jsonWithEtag } from '@/server/http/json-with-etag';
import { getProvinceConstants } from '@/server/places/get-province-constants';

export const GET = handleRoute({
  ...PLACES_CONTRACT.provinces,
  handler: async ({ db, request }) => jsonWithEtag(request, await getProvinceConstants(db)),
});
