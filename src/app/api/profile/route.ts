import { handleRoute } from '@/platform/api-route/handle-route';
import { PROFILE_CONTRACT } from '@/modules/staff/rules/profile-contract';
import { updateOwnName } from '@/modules/staff/server/profile/update-own-name';

/** The signed-in staff member. */
export const GET = handleRoute({
  ...PROFILE_CONTRACT.get,
  handler: async ({ user }) => ({ id: user.id, email: user.email, name: user.name, accountLevel: user.accountLevel }),
});

/** Changes one's own name. */
export const PATCH = handleRoute({
  ...PROFILE_CONTRACT.rename,
  handler: async ({ db, input, user }) => {
    await updateOwnName(db, user, input.name);
    return { message: 'Your name was saved.', name: input.name };
  },
});
