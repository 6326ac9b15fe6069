import { handleRoute } from '@/platform/api-route/handle-route';
import { SET_PASSWORD_CONTRACT } from '@/modules/staff/rules/set-password-contract';
import { setPasswordWithToken } from '@/modules/staff/server/set-password-with-token';

/** Public: the holder of a one-time set-password link chooses a password (the token is the permission). */
export const POST = handleRoute({
  ...SET_PASSWORD_CONTRACT.setPassword,
  handler: async ({ db, input }) => {
    const { email } = await setPasswordWithToken(db, input);
    return { message: `The password of ${email} was set. Sign in with it now.`, email };
  },
});
