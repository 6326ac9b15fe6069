import { handleAuthRequest } from '@/modules/staff/routes/handle-auth-request';
import { createTestUser, TEST_PASSWORD, type Level, type TestUserOptions } from './factories';
import { portalDb } from './test-database';

export const TEST_ORIGIN = 'http://localhost:3000';

export function signInRequest(body: unknown, headers: Record<string, string> = {}): Request {
  return new Request(`${TEST_ORIGIN}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: TEST_ORIGIN, ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

/**
 * Creates a user of the level, signs in through the real auth route and returns the bearer headers;
 * `signIn('admin', { reviewer: true })` is an admin given the reviewer right.
 */
export async function signIn(level: Exclude<Level, 'none'>, options: Pick<TestUserOptions, 'reviewer'> = {}) {
  const user = await createTestUser(level, options);
  const answer = await handleAuthRequest(await portalDb(), signInRequest({ email: user.email, password: TEST_PASSWORD }));
  const token = answer.headers.get('set-auth-token');
  if (answer.status !== 200 || !token) throw new Error(`signIn(${level}${options.reviewer ? ', reviewer' : ''}) failed with ${answer.status}`);
  return { ...user, token, headers: { authorization: `Bearer ${token}` } };
}
