import { getDb } from '@/server/db/get-db';
import { getEnv } from '@/server/env/get-env';
import { handleRoute } from '@/server/http/handle-route';
import { readUserId } from '@/server/users/read-user-id';
import { resetStaffPassword, resetStaffPasswordInput } from '@/server/users/reset-staff-password';
import { setPasswordUrl } from '@/server/users/set-password-url';

/** Superadmins only: `{password}` sets it; `{}` makes a one-time set-password link, shown this once. */
export const POST = handleRoute({
  access: { kind: 'action', action: 'users.manage' },
  input: resetStaffPasswordInput,
  handler: async ({ request, input, user }) => {
    const { setPasswordToken } = await resetStaffPassword(await getDb(), user, readUserId(request), input, getEnv().ACAP_PROTECTED_EMAILS);
    return Response.json(
      setPasswordToken
        ? { message: 'A set-password link was made. It works once, for 72 hours. The account was signed out everywhere.', setPasswordUrl: setPasswordUrl(setPasswordToken) }
        : { message: 'The password was changed. The account was signed out everywhere.' },
      { headers: { 'Cache-Control': 'no-store' } },
    );
  },
});
