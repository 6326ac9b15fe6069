import { z } from 'zod';
import { BULLETIN_TYPES } from '@/domain/bulletins/bulletin-document';
import { listOwnBulletins } from '@/server/bulletins/list-own-bulletins';
import { getDb } from '@/server/db/get-db';
import { handleRoute } from '@/server/http/handle-route';

const query = z.object({ type: z.enum(BULLETIN_TYPES, { error: 'type must be seasonal, ten_day or special_weather' }).optional() }).strict();

/** The caller's saved bulletins, newest first. */
export const GET = handleRoute({
  access: { kind: 'action', action: 'bulletin.create' },
  input: query,
  handler: async ({ input, user }) => listOwnBulletins(await getDb(), user.id, input.type),
});
