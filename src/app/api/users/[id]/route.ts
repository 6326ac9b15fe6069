import { USERS_CONTRACT } from '@/modules/staff/rules/users-contract';
import type { Database } from '@/platform/db/database';
import { getEnv } from '@/platform/env/get-env';
import { AppError } from '@/platform/errors/app-error';
import { handleRoute } from '@/platform/api-route/handle-route';
import { deleteStaffUser } from '@/modules/staff/server/delete-staff-user';
import { listStaffUsers } from '@/modules/staff/server/list-staff-users';
import { updateStaffUser } from '@/modules/staff/server/update-staff-user';

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
