import { getDb } from '@/server/db/get-db';
import { handleRoute } from '@/server/http/handle-route';
import { setPasswordWithToken, setPasswordWithTokenInput } from '@/server/users/set-password-with-token';

/** Public: the holder of a one-time set-password link chooses a password (the token is the permission). */
export const POST = handleRoute({
  access: { kind: 'public' },
  input: setPasswordWithTokenInput,
  handler: async ({ input }) => {
    const { email } = await setPasswordWithToken(await getDb(), input);
    return { message: `The password of ${email} was set. Sign in with it now.`, email };
  },
});
