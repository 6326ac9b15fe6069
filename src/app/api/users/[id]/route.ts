import { USERS_CONTRACT } from '@/domain/users/users-contract';
import type { Database } from '@/server/db/database';
import { getEnv } from '@/server/env/get-env';
import { AppError } from '@/server/errors/app-error';
import { handleRoute } from '@/server/http/handle-route';
import { deleteStaffUser } from '@/server/users/delete-staff-user';
import { listStaffUsers } from '@/server/users/list-staff-users';
import { updateStaffUser } from '@/server/users/update-staff-user';

async function findStaffUser(db: Database, id: string) {
  const [found] = (await listStaffUsers(db, { id }, getEnv().ACAP_PROTECTED_EMAILS)).items;
  if (!found) throw new AppError('NOT_FOUND', `There is no staff account ${id}.`);
  return found;
}

/** Superadmins only. */
export const GET = handleRoute({
  ...USERS_CONTRACT.get,
  handler: async ({ db, params: { id } }) => findStaffUser(db, id),
});

/** Superadmins only: `{name?, accountLevel?, reviewer?, disabled?}` under the staff rules. */
export const PATCH = handleRoute({
  ...USERS_CONTRACT.update,
  handler: async ({ db, params: { id }, input, user }) => {
    await updateStaffUser(db, user, id, input, getEnv().ACAP_PROTECTED_EMAILS);
    return { message: 'The account was saved.', user: await findStaffUser(db, id) };
  },
});

/** Superadmins only. */
export const DELETE = handleRoute({
  ...USERS_CONTRACT.remove,
  handler: async ({ db, params: { id }, user }) => {
    const deleted = await deleteStaffUser(db, user, id, getEnv().ACAP_PROTECTED_EMAILS);
    return { message: `The account ${deleted.email} was deleted.` };
  },
});
