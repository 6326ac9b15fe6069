import { z } from 'zod';
import { getDb } from '@/server/db/get-db';
import { handleRoute } from '@/server/http/handle-route';
import { readPathSegment } from '@/server/http/read-path-segment';
import { revokeOwnSession } from '@/server/profile/revoke-own-session';

const sessionId = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'the session id in the address is not valid');

/** Ends one of one's own sessions (this one included: that is signing out). */
export const DELETE = handleRoute({
  access: { kind: 'action', action: 'profile.manage' },
  handler: async ({ request, user }) => {
    const id = sessionId.parse(readPathSegment(request, -1));
    await revokeOwnSession(await getDb(), user, id);
    return { message: 'The session was signed out.', id };
  },
});
