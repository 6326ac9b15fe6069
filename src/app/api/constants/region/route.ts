import { handleRoute } from '@/server/http/handle-route';
import { jsonWithEtag } from '@/server/http/json-with-etag';
import { getRegionConstants } from '@/server/places/get-region-constants';

export const GET = handleRoute({
  access: { kind: 'public' },
  handler: async ({ request }) => jsonWithEtag(request, await getRegionConstants()),
});
