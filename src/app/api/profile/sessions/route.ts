import { PROFILE_CONTRACT } from '@/modules/staff/rules/profile-contract';
import { handleRoute } from '@/platform/api-route/handle-route';
import { listOwnSessions } from '@/modules/staff/server/profile/list-own-sessions';

/** One's own open sessions, the current one marked. */
export const GET = handleRoute({
  ...PROFILE_CONTRACT.sessions,
  handler: async ({ db, user }) => ({ items: await listOwnSessions(db, user.id, user.sessionId) }),
});
