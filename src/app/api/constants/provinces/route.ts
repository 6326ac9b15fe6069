import { handleRoute } from '@/server/http/handle-route';
import { jsonWithEtag } from '@/server/http/json-with-etag';
import { getProvinceConstants } from '@/server/places/get-province-constants';

export const GET = handleRoute({
  access: { kind: 'public' },
  handler: async ({ request }) => jsonWithEtag(request, await getProvinceConstants()),
});
