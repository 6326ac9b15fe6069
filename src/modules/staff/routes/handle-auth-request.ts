import 'server-only';
import { SIGN_IN_PATH } from '@/modules/staff/rules/auth-contract';
import { SIGNED_IN_HINT_COOKIE } from '@/modules/staff/rules/signed-in-hint';
import { AppError } from '@/platform/errors/app-error';
import { assertSameOrigin } from '@/platform/http/assert-same-origin';
import { readBodyBytes } from '@/platform/http/read-body-bytes';
import { toErrorResponse } from '@/platform/http/to-error-response';
import { writeAudit } from '@/modules/staff/server/audit/write-audit';
import type { Database } from '@/platform/db/database';
import { withRequestLog } from '@/platform/log/with-request-log';
import { getAuth } from '@/modules/staff/server/auth/get-auth';
import { getSessionUser } from '@/modules/staff/server/auth/get-session-user';
import { handleSignIn } from './handle-sign-in';
import { secureCookieFlag } from '@/platform/request/secure-cookie-flag';

/** Routes /api/auth/* to better-auth, with our own handling of email sign-in and sign-out; logged like every API request. */
export function handleAuthRequest(db: Database, request: Request): Promise<Response> {
  return withRequestLog(request, () => routeAuthRequest(db, request));
}

/**
 * The only better-auth calls the portal offers. The rest (sign-up, update-user, change-password,
 * verify-password, list-sessions, …) would bypass the portal's own validation, limits, throttling and
 * audit, and some answer session tokens: they are closed before their body is read. Staff change
 * their name and password under /api/profile, and superadmins manage accounts under /api/users.
 */
const OFFERED = new Set(['POST /api/auth/sign-in/email', 'POST /api/auth/sign-out', 'GET /api/auth/get-session']);

/** get-session answers the session row, token included: only the sign-in header may carry a token. */
async function withoutSessionToken(answer: Response): Promise<Response> {
  if (!answer.ok || !(answer.headers.get('content-type') ?? '').includes('application/json')) return answer;
  const body = (await answer.json()) as { session?: Record<string, unknown> } | null;
  if (body?.session) delete body.session.token;
  const headers = new Headers(answer.headers);
  headers.delete('content-length');
  return new Response(JSON.stringify(body), { status: answer.status, headers });
}

/** Sign-out needs no body; whatever is sent is read only up to a small cap, never whole. */
async function withCappedBody(request: Request): Promise<Request> {
  if (request.method !== 'POST') return request;
  const body = await readBodyBytes(request, 10_000, 'The request body is larger than 10 kB and was refused.');
  return new Request(request.url, { method: request.method, headers: request.headers, body });
}

async function routeAuthRequest(db: Database, request: Request): Promise<Response> {
  const path = new URL(request.url).pathname;
  if (!OFFERED.has(`${request.method} ${path}`)) {
    return toErrorResponse(
      new AppError('NOT_FOUND', `${request.method} ${path} is not offered: staff accounts are managed under /api/users and /api/profile.`),
    );
  }
  try {
    // better-auth checks origins itself, but not when NODE_ENV is test; this keeps one rule everywhere.
    assertSameOrigin(request);
  } catch (error) {
    return toErrorResponse(error);
  }
  if (request.method === 'POST' && path === SIGN_IN_PATH) return handleSignIn(db, request);
  try {
    const auth = await getAuth(db);
    const signingOut = request.method === 'POST' && path === '/api/auth/sign-out' ? await getSessionUser(db, request.headers) : null;
    const answer = await auth.handler(await withCappedBody(request));
    if (request.method === 'POST' && path === '/api/auth/sign-out' && answer.ok) {
      if (signingOut) {
        await db.transaction((tx) => writeAudit(tx, { actor: { id: signingOut.id }, action: 'auth.sign_out', target: signingOut.id }));
      }
      const headers = new Headers(answer.headers);
      headers.append('Set-Cookie', `${SIGNED_IN_HINT_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax${secureCookieFlag()}`);
      return new Response(answer.body, { status: answer.status, headers });
    }
    return path === '/api/auth/get-session' ? await withoutSessionToken(answer) : answer;
  } catch (error) {
    return toErrorResponse(error);
  }
}
