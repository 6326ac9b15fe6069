import { PROFILE_CONTRACT } from '@/domain/profile/profile-contract';
import { handleRoute } from '@/server/http/handle-route';
import { revokeOwnSession } from '@/server/profile/revoke-own-session';

/** Ends one of one's own sessions (this one included: that is signing out). */
export const DELETE = handleRoute({
  ...PROFILE_CONTRACT.endSession,
  handler: async ({ db, params: { id }, user }) => {
    await revokeOwnSession(db, user, id);
    return { message: 'The session was signed out.', id };
  },
});
