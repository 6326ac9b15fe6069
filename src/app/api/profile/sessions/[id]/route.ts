import { z } from 'zod';
import { getDb } from '@/server/db/get-db';
import { handleRoute } from '@/server/http/handle-route';
import { revokeOwnSession } from '@/server/profile/revoke-own-session';

const sessionParams = z.object({ id: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'the session id in the address is not valid') });

/** Ends one of one's own sessions (this one included: that is signing out). */
export const DELETE = handleRoute({
  access: { kind: 'action', action: 'profile.manage' },
  params: sessionParams,
  handler: async ({ params: { id }, user }) => {
    await revokeOwnSession(await getDb(), user, id);
    return { message: 'The session was signed out.', id };
  },
});
