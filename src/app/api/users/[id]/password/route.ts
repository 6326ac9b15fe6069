import { getEnv } from '@/platform/env/get-env';
import { handleRoute } from '@/platform/api-route/handle-route';
import { USERS_CONTRACT } from '@/modules/staff/rules/users-contract';
import { jsonAnswer } from '@/platform/http/json-answer';
import { resetStaffPassword } from '@/modules/staff/server/reset-staff-password';
import { setPasswordUrl } from '@/modules/staff/server/set-password-url';

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
