import { getDb } from '@/server/db/get-db';
import { handleRoute } from '@/server/http/handle-route';
import { listOwnSessions } from '@/server/profile/list-own-sessions';

/** One's own open sessions, the current one marked. */
export const GET = handleRoute({
  access: { kind: 'action', action: 'profile.manage' },
  handler: async ({ user }) => ({ items: await listOwnSessions(await getDb(), user.id, user.sessionId) }),
});
