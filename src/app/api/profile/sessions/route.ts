import { isStaff } from '@/domain/auth/permissions';
import { getDb } from '@/server/db/get-db';
import { handleRoute } from '@/server/http/handle-route';
import { listOwnSessions } from '@/server/profile/list-own-sessions';

/** One's own open sessions, the current one marked. */
export const GET = handleRoute({
  access: { kind: 'check', allow: isStaff },
  handler: async ({ user }) => ({ items: await listOwnSessions(await getDb(), user!.id, user!.sessionId) }),
});
