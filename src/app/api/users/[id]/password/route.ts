import { getEnv } from '@/server/env/get-env';
import { handleRoute } from '@/server/http/handle-route';
import { USERS_CONTRACT } from '@/domain/users/users-contract';
import { jsonAnswer } from '@/server/http/json-answer';
import { resetStaffPassword } from '@/server/users/reset-staff-password';
import { setPasswordUrl } from '@/server/users/set-password-url';

/** Superadmins only: `{password}` sets it; `{}` makes a one-time set-password link, shown this once. */
export const POST = handleRoute({
  ...USERS_CONTRACT.resetPassword,
  handler: async ({ db, params: { id }, input, user }) => {
    const { setPasswordToken } = await resetStaffPassword(db, user, id, input, getEnv().ACAP_PROTECTED_EMAILS);
    return jsonAnswer(
      setPasswordToken
        ? {
            message: 'A set-password link was made. It works once, for 72 hours. The account was signed out everywhere.',
            setPasswordUrl: setPasswordUrl(setPasswordToken),
          }
        : { message: 'The password was changed. The account was signed out everywhere.' },
      { headers: { 'Cache-Control': 'no-store' } },
    );
  },
});
