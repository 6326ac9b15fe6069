import 'server-only';
import { commonDataRequestSchema, type CommonType } from '@/domain/weather/common-data';
import { getDb } from '@/server/db/get-db';
import { handleRoute } from '@/server/http/handle-route';
import { revalidatePublicPages } from '@/server/site/revalidate-public-pages';
import { saveCommonData } from './save-common-data';

/** The route of one of the three common-data endpoints, which differ only in their `type`. */
export function handleCommonDataPost(type: CommonType) {
  return handleRoute({
    access: { kind: 'action', action: 'weather.edit' },
    input: commonDataRequestSchema(type),
    handler: async ({ input, user }) => {
      const saved = await saveCommonData(await getDb(), input.data, { id: user.id, email: user.email });
      revalidatePublicPages();
      return Response.json(saved, { status: 201 });
    },
  });
}
