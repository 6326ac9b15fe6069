import { PLACES_CONTRACT } from '@/modules/places/rules/places-contract';
import { handleRoute } from '@/platform/api-route/handle-route';
import { jsonWithEtag } from '@/platform/http/json-with-etag';
import { getVillageConstants } from '@/modules/places/server/get-village-constants';

export const GET = handleRoute({
  ...PLACES_CONTRACT.villages,
  handler: async ({ db, request }) => jsonWithEtag(request, await getVillageConstants(db)),
});
