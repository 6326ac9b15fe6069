import { z } from 'zod';
import { STAFF_STATUSES } from '@/domain/auth/staff-user';
import { getDb } from '@/server/db/get-db';
import { getEnv } from '@/server/env/get-env';
import { handleRoute } from '@/server/http/handle-route';
import { createStaffUser, createStaffUserInput } from '@/server/users/create-staff-user';
import { listStaffUsers } from '@/server/users/list-staff-users';
import { setPasswordUrl } from '@/server/users/set-password-url';

const query = z
  .object({
    q: z.string().trim().max(200, 'at most 200 characters').optional(),
    level: z.enum(['1', '2', 'none'], { error: 'level must be 1, 2 or none' }).optional(),
    status: z.enum(STAFF_STATUSES, { error: 'status must be active or disabled' }).optional(),
    page: z.coerce.number({ error: 'page must be a number' }).int().min(1).max(100_000).default(1),
  })
  .strict();

/** Superadmins only: staff accounts, newest first, searchable by name or email. */
export const GET = handleRoute({
  access: { kind: 'action', action: 'users.manage' },
  input: query,
  handler: async ({ input }) =>
    listStaffUsers(
      await getDb(),
      { q: input.q || undefined, level: input.level === undefined || input.level === 'none' ? input.level : Number(input.level), status: input.status, page: input.page },
      getEnv().ACAP_PROTECTED_EMAILS,
    ),
});

/** Superadmins only: a new account with a password, or with a set-password link shown this once. */
export const POST = handleRoute({
  access: { kind: 'action', action: 'users.manage' },
  input: createStaffUserInput.extend({ accountLevel: createStaffUserInput.shape.accountLevel.unwrap() }).strict(),
  handler: async ({ input, user }) => {
    const created = await createStaffUser(await getDb(), input, { id: user.id, email: user.email });
    return Response.json(
      {
        message: `The account ${created.email} was created.`,
        user: { id: created.id, email: created.email },
        ...(created.setPasswordToken ? { setPasswordUrl: setPasswordUrl(created.setPasswordToken) } : {}),
      },
      { status: 201, headers: { 'Cache-Control': 'no-store' } },
    );
  },
});
