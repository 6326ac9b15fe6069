import { PLACES_CONTRACT } from '@/modules/places/rules/places-contract';
import { handleRoute } from '@/platform/api-route/handle-route';
import { jsonWithEtag } from '@/platform/http/json-with-etag';
import { getRegionConstants } from '@/modules/places/server/get-region-constants';

export const GET = handleRoute({
  ...PLACES_CONTRACT.region,
  handler: async ({ db, request }) => jsonWithEtag(request, await getRegionConstants(db)),
});
