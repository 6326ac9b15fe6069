import { handleRoute } from '@/platform/api-route/handle-route';
import { PROFILE_CONTRACT } from '@/modules/staff/rules/profile-contract';
import { changeOwnPassword } from '@/modules/staff/server/profile/change-own-password';
import { getClientAddress } from '@/platform/request/get-client-address';

/** Changes one's own password (the current one is required); other sessions end. */
export const POST = handleRoute({
  ...PROFILE_CONTRACT.changePassword,
  handler: async ({ db, input, user, request }) => {
    const { sessionsEnded } = await changeOwnPassword(db, user, input, getClientAddress(request));
    return { message: `Your password was changed.${sessionsEnded > 0 ? ` ${sessionsEnded} other session(s) were signed out.` : ''}`, sessionsEnded };
  },
});
