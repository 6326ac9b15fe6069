import { USERS_CONTRACT } from '@/modules/staff/rules/users-contract';
import { getEnv } from '@/platform/env/get-env';
import { handleRoute } from '@/platform/api-route/handle-route';
import { jsonAnswer } from '@/platform/http/json-answer';
import { createStaffUser } from '@/modules/staff/server/create-staff-user';
import { listStaffUsers } from '@/modules/staff/server/list-staff-users';
import { setPasswordUrl } from '@/modules/staff/server/set-password-url';

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
