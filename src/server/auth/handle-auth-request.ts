import 'server-only';
import { SIGNED_IN_HINT_COOKIE } from '@/domain/auth/signed-in-hint';
import { toErrorResponse } from '@/server/http/to-error-response';
import { getAuth } from './get-auth';
import { handleSignIn } from './handle-sign-in';

/** Routes /api/auth/* to better-auth, with our own handling of email sign-in and sign-out. */
export async function handleAuthRequest(request: Request): Promise<Response> {
  const path = new URL(request.url).pathname;
  if (request.method === 'POST' && path === '/api/auth/sign-in/email') return handleSignIn(request);
  try {
    const auth = await getAuth();
    const answer = await auth.handler(request);
    if (request.method === 'POST' && path === '/api/auth/sign-out' && answer.ok) {
      const headers = new Headers(answer.headers);
      headers.append('Set-Cookie', `${SIGNED_IN_HINT_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`);
      return new Response(answer.body, { status: answer.status, headers });
    }
    return answer;
  } catch (error) {
    return toErrorResponse(error);
  }
}
