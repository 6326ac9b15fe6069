import { PROFILE_CONTRACT } from '@/modules/staff/rules/profile-contract';
import { handleRoute } from '@/platform/api-route/handle-route';
import { revokeOwnSession } from '@/modules/staff/server/profile/revoke-own-session';

/** Ends one of one's own sessions (this one included: that is signing out). */
export const DELETE = handleRoute({
  ...PROFILE_CONTRACT.endSession,
  handler: async ({ db, params: { id }, user }) => {
    await revokeOwnSession(db, user, id);
    return { message: 'The session was signed out.', id };
  },
});
