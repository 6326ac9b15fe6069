import { USERS_CONTRACT } from '@/domain/users/users-contract';
import { getEnv } from '@/server/env/get-env';
import { handleRoute } from '@/server/http/handle-route';
import { jsonAnswer } from '@/server/http/json-answer';
import { createStaffUser } from '@/server/users/create-staff-user';
import { listStaffUsers } from '@/server/users/list-staff-users';
import { setPasswordUrl } from '@/server/users/set-password-url';

/** Superadmins only: staff accounts, newest first, searchable by name or email. */
export const GET = handleRoute({
  ...USERS_CONTRACT.list,
  handler: async ({ db, input }) =>
    listStaffUsers(
      db,
      {
        q: input.q || undefined,
        level: input.level === undefined || input.level === 'none' ? input.level : Number(input.level),
        status: input.status,
        page: input.page,
      },
      getEnv().ACAP_PROTECTED_EMAILS,
    ),
});

/** Superadmins only: a new account with a password, or with a set-password link shown this once. */
export const POST = handleRoute({
  ...USERS_CONTRACT.create,
  handler: async ({ db, input, user }) => {
    const created = await createStaffUser(db, input, { id: user.id });
    return jsonAnswer(
      {
        message: `The account ${created.email} was created.`,
        user: { id: created.id, email: created.email },
        ...(created.setPasswordToken ? { setPasswordUrl: setPasswordUrl(created.setPasswordToken) } : {}),
      },
      { status: 201, headers: { 'Cache-Control': 'no-store' } },
    );
  },
});
