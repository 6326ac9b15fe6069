import { PROFILE_CONTRACT } from '@/domain/profile/profile-contract';
import { handleRoute } from '@/server/http/handle-route';
import { listOwnSessions } from '@/server/profile/list-own-sessions';

/** One's own open sessions, the current one marked. */
export const GET = handleRoute({
  ...PROFILE_CONTRACT.sessions,
  handler: async ({ db, user }) => ({ items: await listOwnSessions(db, user.id, user.sessionId) }),
});
