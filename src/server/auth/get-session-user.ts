import 'server-only';
import type { SessionUser } from '@/domain/auth/permissions';
import { getAuth } from './get-auth';

/** The signed-in person behind a request (cookie or bearer token), or null. */
export async function getSessionUser(headers: Headers): Promise<SessionUser | null> {
  const auth = await getAuth();
  const result = await auth.api.getSession({ headers });
  if (!result) return null;
  const { id, email, name, accountLevel } = result.user;
  return { id, email, name, accountLevel: typeof accountLevel === 'number' ? accountLevel : null };
}
