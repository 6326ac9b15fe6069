import { z } from 'zod';
import { COMMON_GROUP_SCHEMAS, type CommonGroup } from '@/domain/weather/common-data';
import { AppError } from '@/server/http/app-error';
import { handleRoute } from '@/server/http/handle-route';
import { jsonWithEtag } from '@/server/http/json-with-etag';
import { getCommonData } from '@/server/weather/get-common-data';

const GROUPS = Object.keys(COMMON_GROUP_SCHEMAS) as [CommonGroup, ...CommonGroup[]];
const query = z.object({ group: z.enum(GROUPS, { error: `group must be one of ${GROUPS.join(', ')}` }) }).strict();

/** The current document of a regional common-data group. */
export const GET = handleRoute({
  access: { kind: 'public' },
  input: query,
  handler: async ({ request, input }) => {
    const document = await getCommonData(input.group);
    if (!document) throw new AppError('NOT_FOUND', 'Received empty data');
    return jsonWithEtag(request, document, 60);
  },
});
