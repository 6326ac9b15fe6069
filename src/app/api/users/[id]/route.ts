import { getDb } from '@/server/db/get-db';
import { getEnv } from '@/server/env/get-env';
import { AppError } from '@/server/http/app-error';
import { handleRoute } from '@/server/http/handle-route';
import { deleteStaffUser } from '@/server/users/delete-staff-user';
import { listStaffUsers } from '@/server/users/list-staff-users';
import { updateStaffUser, updateStaffUserInput } from '@/server/users/update-staff-user';
import { userIdParams } from '@/server/users/user-id-params';

async function findStaffUser(id: string) {
  const [found] = (await listStaffUsers(await getDb(), { id }, getEnv().ACAP_PROTECTED_EMAILS)).items;
  if (!found) throw new AppError('NOT_FOUND', `There is no staff account ${id}.`);
  return found;
}

/** Superadmins only. */
export const GET = handleRoute({
  access: { kind: 'action', action: 'users.manage' },
  params: userIdParams,
  handler: async ({ params: { id } }) => findStaffUser(id),
});

/** Superadmins only: `{name?, accountLevel?, disabled?}` under the staff rules. */
export const PATCH = handleRoute({
  access: { kind: 'action', action: 'users.manage' },
  input: updateStaffUserInput,
  params: userIdParams,
  handler: async ({ params: { id }, input, user }) => {
    await updateStaffUser(await getDb(), user, id, input, getEnv().ACAP_PROTECTED_EMAILS);
    return { message: 'The account was saved.', user: await findStaffUser(id) };
  },
});

/** Superadmins only. */
export const DELETE = handleRoute({
  access: { kind: 'action', action: 'users.manage' },
  params: userIdParams,
  handler: async ({ params: { id }, user }) => {
    const deleted = await deleteStaffUser(await getDb(), user, id, getEnv().ACAP_PROTECTED_EMAILS);
    return { message: `The account ${deleted.email} was deleted.` };
  },
});
