import { PLACES_CONTRACT } from '@/domain/places/places-contract';
import { handleRoute } from '@/server/http/handle-route';
import { jsonWithEtag } from '@/server/http/json-with-etag';
import { getRegionConstants } from '@/server/places/get-region-constants';

export const GET = handleRoute({
  ...PLACES_CONTRACT.region,
  handler: async ({ db, request }) => jsonWithEtag(request, await getRegionConstants(db)),
});
