import { getDb } from '@/server/db/get-db';
import { handleRoute } from '@/server/http/handle-route';
import { changeOwnPassword, changeOwnPasswordInput } from '@/server/profile/change-own-password';

/** Changes one's own password (the current one is required); other sessions end. */
export const POST = handleRoute({
  access: { kind: 'action', action: 'profile.manage' },
  input: changeOwnPasswordInput,
  handler: async ({ input, user }) => {
    const { sessionsEnded } = await changeOwnPassword(await getDb(), user, input);
    return { message: `Your password was changed.${sessionsEnded > 0 ? ` ${sessionsEnded} other session(s) were signed out.` : ''}`, sessionsEnded };
  },
});
