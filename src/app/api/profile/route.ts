import { getDb } from '@/server/db/get-db';
import { handleRoute } from '@/server/http/handle-route';
import { updateOwnName, updateOwnNameInput } from '@/server/profile/update-own-name';

/** The signed-in staff member. */
export const GET = handleRoute({
  access: { kind: 'action', action: 'profile.manage' },
  handler: async ({ user }) => ({ id: user.id, email: user.email, name: user.name, accountLevel: user.accountLevel }),
});

/** Changes one's own name. */
export const PATCH = handleRoute({
  access: { kind: 'action', action: 'profile.manage' },
  input: updateOwnNameInput,
  handler: async ({ input, user }) => {
    await updateOwnName(await getDb(), user, input.name);
    return { message: 'Your name was saved.', name: input.name };
  },
});
