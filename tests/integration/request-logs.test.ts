import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GET as getProfile } from '@/app/api/profile/route';
import { POST as changePassword } from '@/app/api/profile/password/route';
import { handleAuthRequest } from '@/server/auth/handle-auth-request';
import { captureLogs, logger } from '@/server/log/logger';
import { createTestUser, TEST_PASSWORD } from '../support/factories';
import { signInRequest, TEST_ORIGIN } from '../support/sign-in';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

const NEW_PASSWORD = 'a-new-password-never-logged';

let database: TestDatabase;
let captured = '';
let release: () => void;
let levelBefore: string;

beforeAll(async () => {
  database = await createTestDatabase();
  levelBefore = logger.level;
  logger.level = 'info';
  release = captureLogs({ write: (line: string) => void (captured += line) });
});
afterAll(async () => {
  release();
  logger.level = levelBefore;
  await database.dispose();
});

interface LogLine {
  level: number;
  msg: string;
  requestId?: string;
  userId?: string;
  [key: string]: unknown;
}

/** Calls a real route and answers the lines it logged, every one of which must be JSON. */
async function logged(call: () => Promise<Response>) {
  const from = captured.length;
  const answer = await call();
  await answer.arrayBuffer();
  const text = captured.slice(from);
  const lines = text.trim().split('\n').filter(Boolean).map((line) => JSON.parse(line) as LogLine);
  return { answer, lines, requestId: answer.headers.get('x-request-id') };
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const request = (path: string, init: { headers?: Record<string, string>; json?: unknown } = {}) =>
  new Request(`${TEST_ORIGIN}${path}`, {
    method: init.json ? 'POST' : 'GET',
    headers: { ...(init.json ? { 'content-type': 'application/json' } : {}), ...init.headers },
    body: init.json ? JSON.stringify(init.json) : undefined,
  });

describe('the request logs', () => {
  const secrets: string[] = [TEST_PASSWORD, NEW_PASSWORD];
  let token = '';
  let userId = '';

  it('sign-in with a password: one request id on every line, the user once known, no password or token', async () => {
    const account = await createTestUser('admin');
    const { answer, lines, requestId } = await logged(() =>
      handleAuthRequest(signInRequest({ email: account.email, password: TEST_PASSWORD }, { 'x-request-id': 'sign-in-1' })),
    );
    expect(answer.status).toBe(200);
    token = answer.headers.get('set-auth-token')!;
    userId = ((await (await handleAuthRequest(request('/api/auth/get-session', { headers: bearer(token) }))).json()) as { user: { id: string } }).user.id;
    const cookie = answer.headers.getSetCookie().find((value) => value.includes('session_token'))!;
    // The bearer token and the cookie are the session token signed; the database (and so a failed
    // query) holds the session token alone.
    secrets.push(token, token.split('.')[0]!, decodeURIComponent(cookie.split(';')[0]!.split('=')[1]!));

    expect(requestId).toBe('sign-in-1');
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.every((line) => line.requestId === 'sign-in-1')).toBe(true);
    expect(lines.at(-1)).toMatchObject({ level: 30, msg: 'request', method: 'POST', path: '/api/auth/sign-in/email', status: 200, userId });
  });

  it('a bearer call: the request line carries the id made for it and the user', async () => {
    const { answer, lines, requestId } = await logged(() => getProfile(request('/api/profile', { headers: bearer(token) })));
    expect(answer.status).toBe(200);
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(lines).toEqual([expect.objectContaining({ msg: 'request', requestId, userId, method: 'GET', path: '/api/profile', status: 200 })]);
  });

  it('replaces an offered request id that is not a plain token', async () => {
    for (const offered of ['a b "forged"', 'x'.repeat(200)]) {
      const { requestId } = await logged(() => getProfile(request('/api/profile', { headers: { ...bearer(token), 'x-request-id': offered } })));
      expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  it('a call that fails on the database: the error line has the request id but not the token in the failed query', async () => {
    await database.handle.db.execute(sql`alter table "session" rename to session_away`);
    let result: Awaited<ReturnType<typeof logged>>;
    try {
      result = await logged(() => getProfile(request('/api/profile?token=in-the-query-string', { headers: bearer(token) })));
    } finally {
      await database.handle.db.execute(sql`alter table session_away rename to "session"`);
    }
    const { answer, lines, requestId } = result;
    expect(answer.status).toBe(500);
    const errors = lines.filter((line) => line.level >= 50);
    expect(errors.length).toBeGreaterThan(0);
    expect(JSON.stringify(errors)).toContain('session');
    expect(lines.every((line) => line.requestId === requestId)).toBe(true);
    expect(lines.at(-1)).toMatchObject({ msg: 'request', path: '/api/profile', status: 500 });
    secrets.push('in-the-query-string');
  });

  it('a password change: neither password reaches the log', async () => {
    const { answer, lines, requestId } = await logged(() =>
      changePassword(request('/api/profile/password', { headers: bearer(token), json: { currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD } })),
    );
    expect(answer.status).toBe(200);
    expect(lines.every((line) => line.requestId === requestId && line.userId === userId)).toBe(true);
    expect(lines.at(-1)).toMatchObject({ msg: 'request', path: '/api/profile/password', status: 200 });
  });

  it('never wrote a password, token or cookie anywhere', () => {
    expect(captured.length).toBeGreaterThan(0);
    expect(secrets.length).toBe(6);
    for (const secret of secrets) expect(captured, `a secret of ${secret.length} characters was logged`).not.toContain(secret);
  });
});
