import { getDb } from '@/server/db/get-db';
import { getEnv } from '@/server/env/get-env';
import { handleRoute } from '@/server/http/handle-route';
import { resetStaffPassword, resetStaffPasswordInput } from '@/server/users/reset-staff-password';
import { setPasswordUrl } from '@/server/users/set-password-url';
import { userIdParams } from '@/server/users/user-id-params';

/** Superadmins only: `{password}` sets it; `{}` makes a one-time set-password link, shown this once. */
export const POST = handleRoute({
  access: { kind: 'action', action: 'users.manage' },
  input: resetStaffPasswordInput,
  params: userIdParams,
  handler: async ({ params: { id }, input, user }) => {
    const { setPasswordToken } = await resetStaffPassword(await getDb(), user, id, input, getEnv().ACAP_PROTECTED_EMAILS);
    return Response.json(
      setPasswordToken
        ? { message: 'A set-password link was made. It works once, for 72 hours. The account was signed out everywhere.', setPasswordUrl: setPasswordUrl(setPasswordToken) }
        : { message: 'The password was changed. The account was signed out everywhere.' },
      { headers: { 'Cache-Control': 'no-store' } },
    );
  },
});
