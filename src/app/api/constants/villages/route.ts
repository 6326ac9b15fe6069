import { PLACES_CONTRACT } from '@/domain/places/places-contract';
import { handleRoute } from '@/server/http/handle-route';
import { jsonWithEtag } from '@/server/http/json-with-etag';
import { getVillageConstants } from '@/server/places/get-village-constants';

export const GET = handleRoute({
  ...PLACES_CONTRACT.villages,
  handler: async ({ db, request }) => jsonWithEtag(request, await getVillageConstants(db)),
});
