import 'server-only';
import type { SessionUser } from '@/modules/staff/rules/account-levels';
import type { Database } from '@/platform/db/database';
import { setRequestUserId } from '@/platform/log/request-context';
import { getAuth } from './get-auth';

/** The signed-in person behind a request (cookie or bearer token), or null; a disabled account is nobody. */
export async function getSessionUser(db: Database, headers: Headers): Promise<SessionUser | null> {
  const auth = await getAuth(db);
  const result = await auth.api.getSession({ headers, query: { disableCookieCache: true } });
  if (!result) return null;
  const { id, email, name, accountLevel, disabledAt, reviewer } = result.user;
  if (disabledAt) return null;
  // Every way into a request's session passes here, so this is where its log lines learn who it is.
  setRequestUserId(id);
  return { id, email, name, accountLevel: typeof accountLevel === 'number' ? accountLevel : null, reviewer: reviewer === true, sessionId: result.session.id };
}
