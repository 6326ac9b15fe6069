import { handleRoute } from '@/server/http/handle-route';
import { jsonWithEtag } from '@/server/http/json-with-etag';
import { getVillageConstants } from '@/server/places/get-village-constants';

export const GET = handleRoute({
  access: { kind: 'public' },
  handler: async ({ request }) => jsonWithEtag(request, await getVillageConstants()),
});
