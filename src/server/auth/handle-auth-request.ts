import 'server-only';
import { SIGNED_IN_HINT_COOKIE } from '@/domain/auth/signed-in-hint';
import { assertSameOrigin } from '@/server/http/assert-same-origin';
import { toErrorResponse } from '@/server/http/to-error-response';
import { writeAudit } from '@/server/audit/write-audit';
import { getDb } from '@/server/db/get-db';
import { withRequestLog } from '@/server/log/with-request-log';
import { getAuth } from './get-auth';
import { getSessionUser } from './get-session-user';
import { handleSignIn } from './handle-sign-in';

/** Routes /api/auth/* to better-auth, with our own handling of email sign-in and sign-out; logged like every API request. */
export function handleAuthRequest(request: Request): Promise<Response> {
  return withRequestLog(request, () => routeAuthRequest(request));
}

async function routeAuthRequest(request: Request): Promise<Response> {
  const path = new URL(request.url).pathname;
  try {
    // better-auth checks origins itself, but not when NODE_ENV is test; this keeps one rule everywhere.
    assertSameOrigin(request);
  } catch (error) {
    return toErrorResponse(error);
  }
  if (request.method === 'POST' && path === '/api/auth/sign-in/email') return handleSignIn(request);
  try {
    const auth = await getAuth();
    const signingOut = request.method === 'POST' && path === '/api/auth/sign-out' ? await getSessionUser(request.headers) : null;
    const answer = await auth.handler(request);
    if (request.method === 'POST' && path === '/api/auth/sign-out' && answer.ok) {
      if (signingOut) {
        const db = await getDb();
        await db.transaction((tx) => writeAudit(tx, { actor: { id: signingOut.id, email: signingOut.email }, action: 'auth.sign_out', target: signingOut.email }));
      }
      const headers = new Headers(answer.headers);
      headers.append('Set-Cookie', `${SIGNED_IN_HINT_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`);
      return new Response(answer.body, { status: answer.status, headers });
    }
    return answer;
  } catch (error) {
    return toErrorResponse(error);
  }
}
