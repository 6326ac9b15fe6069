import net from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { GET as getProfile, PATCH as patchProfile } from '@/app/api/profile/route';
import { POST as changePassword } from '@/app/api/profile/password/route';
import { GET as listSessions } from '@/app/api/profile/sessions/route';
import { POST as importRecommendations } from '@/app/api/recommendations/import/route';
import { ERROR_LINE_LIMITS } from '@/platform/log/rules/error-line-limits';
import { handleAuthRequest } from '@/modules/staff/routes/handle-auth-request';
import { captureLogs, logger } from '@/platform/log/logger';
import { routeConsoleToLogger } from '@/platform/log/route-console-to-logger';
import { createTestUser, TEST_PASSWORD } from '../support/factories';
import { serveRoute } from '../support/serve-route';
import { signInRequest, TEST_ORIGIN } from '../support/sign-in';
import { createTestDatabase, type TestDatabase } from '../support/test-database';
import { portalDb } from '../support/test-database';

const NEW_PASSWORD = 'a-new-password-never-logged';

let database: TestDatabase;
let captured = '';
let release: () => void;
let restoreConsole: () => void;
let levelBefore: string;

beforeAll(async () => {
  database = await createTestDatabase();
  levelBefore = logger.level;
  logger.level = 'info';
  release = captureLogs({ write: (line: string) => void (captured += line) });
  // As start-portal.ts does in production: libraries' console prints are log lines too.
  restoreConsole = routeConsoleToLogger();
});
afterAll(async () => {
  restoreConsole();
  release();
  logger.level = levelBefore;
  await database.dispose();
});

interface LogLine {
  level: number;
  msg: string;
  requestId?: string;
  userId?: string;
  source?: string;
  err?: { type?: string; message?: string; stack?: string };
  [key: string]: unknown;
}

const linesSince = (from: number) =>
  captured
    .slice(from)
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as LogLine);

async function until(check: () => boolean, what: string): Promise<void> {
  for (let waited = 0; !check(); waited += 10) {
    if (waited > 5000) throw new Error(`${what}: not seen within 5 s`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** Calls a real route and answers the lines it logged, every one of which must be JSON. */
async function logged(call: () => Promise<Response>) {
  const from = captured.length;
  const answer = await call();
  await answer.arrayBuffer();
  const text = captured.slice(from);
  const lines = text
    .trim()
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as LogLine);
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
  let email = '';

  it('sign-in with a password: one request id on every line, the user once known, no password or token', async () => {
    const account = await createTestUser('admin');
    email = account.email;
    const db = await portalDb();
    const { answer, lines, requestId } = await logged(() =>
      handleAuthRequest(db, signInRequest({ email: account.email, password: TEST_PASSWORD }, { 'x-request-id': 'sign-in-1' })),
    );
    expect(answer.status).toBe(200);
    token = answer.headers.get('set-auth-token')!;
    userId = (
      (await (await handleAuthRequest(await portalDb(), request('/api/auth/get-session', { headers: bearer(token) }))).json()) as { user: { id: string } }
    ).user.id;
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

  it('a failed update of a name: neither the name nor the row (email, id) that failed is logged', async () => {
    const name = 'Perpetua Villanueva-Dimaculangan';
    // A CHECK violation makes PostgreSQL quote the whole failing row in its detail, and drizzle the
    // query's parameters (the name and the user's id) in its message.
    await database.handle.db.execute(sql.raw(`alter table "user" add constraint log_test_name check (name <> '${name}')`));
    let result: Awaited<ReturnType<typeof logged>>;
    try {
      result = await logged(() =>
        patchProfile(
          new Request(`${TEST_ORIGIN}/api/profile`, {
            method: 'PATCH',
            headers: { ...bearer(token), 'content-type': 'application/json' },
            body: JSON.stringify({ name }),
          }),
        ),
      );
    } finally {
      await database.handle.db.execute(sql`alter table "user" drop constraint log_test_name`);
    }
    const { answer, lines } = result;
    expect(answer.status).toBe(500);
    const [error] = lines.filter((line) => line.level >= 50);
    expect(error?.err?.message).toMatch(/^Failed query: update "user" set "name" = \$1.*\nparams: \[redacted\]$/s);
    expect(JSON.stringify(error)).toContain('Failing row contains ([redacted])');
    for (const value of [name, email]) expect(JSON.stringify(lines)).not.toContain(value);
  });

  it('a sign-in that fails on the database: what the auth library prints becomes a JSON line without the query’s values', async () => {
    // The password was changed above.
    await database.handle.db.execute(sql`alter table "session" rename to session_away`);
    let result: Awaited<ReturnType<typeof logged>>;
    try {
      result = await logged(async () => handleAuthRequest(await portalDb(), signInRequest({ email, password: NEW_PASSWORD }, { 'x-request-id': 'sign-in-2' })));
    } finally {
      await database.handle.db.execute(sql`alter table session_away rename to "session"`);
    }
    const { answer, lines } = result;
    expect(answer.status).toBe(500);
    // better-call prints "# SERVER_ERROR:" and the raw error with console.error: its line is ours now.
    const printed = lines.find((line) => line.source === 'console');
    expect(printed).toMatchObject({ level: 50, msg: '# SERVER_ERROR:', requestId: 'sign-in-2', err: { type: 'DrizzleQueryError' } });
    expect(printed!.err!.message).toMatch(/^Failed query: insert into "session" .*\nparams: \[redacted\]$/s);
    const text = JSON.stringify(lines);
    expect(text).not.toMatch(/params: (?!\[redacted\])/);
    // The values were the new session's id and token, its times, the client's address and the user's
    // id; the sign-in failed, so no line names the user, and their id is nowhere.
    expect(text).not.toContain(userId);
    expect(lines.at(-1)).toMatchObject({ msg: 'request', requestId: 'sign-in-2', status: 500 });
  });

  it('the same error repeated: written five times a minute, the rest counted in one line when the minute ends', async () => {
    const from = captured.length;
    const times = 12;
    await database.handle.db.execute(sql`alter table "session" rename to session_away`);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    try {
      for (let i = 0; i < times; i++) expect((await listSessions(request('/api/profile/sessions', { headers: bearer(token) }))).status).toBe(500);
      const flood = linesSince(from);
      expect(flood.filter((line) => line.msg === 'request')).toHaveLength(times);
      // Two causes per request: better-auth's own line, and the route's "unexpected error".
      const errors = flood.filter((line) => line.level >= 50);
      expect(errors.filter((line) => line.msg === 'unexpected error')).toHaveLength(ERROR_LINE_LIMITS.perWindow);
      expect(errors.filter((line) => line.source === 'better-auth')).toHaveLength(ERROR_LINE_LIMITS.perWindow);
      expect(errors).toHaveLength(2 * ERROR_LINE_LIMITS.perWindow);

      // A minute later the next error line brings the counts first.
      vi.setSystemTime(Date.now() + ERROR_LINE_LIMITS.windowMs);
      const later = captured.length;
      expect((await listSessions(request('/api/profile/sessions', { headers: bearer(token) }))).status).toBe(500);
      const after = linesSince(later);
      const counts = after.filter((line) => line.suppressed !== undefined);
      expect(counts).toEqual([
        expect.objectContaining({
          level: 50,
          msg: `suppressed ${times - ERROR_LINE_LIMITS.perWindow} similar errors`,
          suppressed: times - ERROR_LINE_LIMITS.perWindow,
        }),
        expect.objectContaining({
          level: 50,
          msg: `suppressed ${times - ERROR_LINE_LIMITS.perWindow} similar errors`,
          suppressed: times - ERROR_LINE_LIMITS.perWindow,
        }),
      ]);
      // They are of many requests: none of them is named.
      expect(counts.every((line) => line.requestId === undefined && line.userId === undefined)).toBe(true);
      expect(after.filter((line) => line.level >= 50 && line.suppressed === undefined)).toHaveLength(2);
    } finally {
      vi.useRealTimers();
      await database.handle.db.execute(sql`alter table session_away rename to "session"`);
    }
  });

  it('clients that disconnect mid-upload: one info line each and a 499 request line, no error and no 500', async () => {
    const served = await serveRoute(importRecommendations);
    const from = captured.length;
    const ids = Array.from({ length: 20 }, (_, i) => `gone-${i}`);
    try {
      for (const id of ids) {
        const socket = net.connect(served.port, '127.0.0.1');
        await new Promise((resolve) => socket.once('connect', resolve));
        socket.write(
          [
            'POST /api/recommendations/import HTTP/1.1',
            'Host: localhost:3000',
            `Authorization: Bearer ${token}`,
            `x-request-id: ${id}`,
            'Content-Type: multipart/form-data; boundary=cut',
            'Content-Length: 5000000',
            '',
            '--cut',
            'Content-Disposition: form-data; name="file"; filename="recommendations.xlsx"',
            '',
            'PK\u0003\u0004'.padEnd(64 * 1024, 'x'),
          ].join('\r\n'),
        );
        // 64 KB of a declared 5 MB in, the upload is given up.
        await new Promise((resolve) => setTimeout(resolve, 20));
        socket.destroy();
        await until(() => linesSince(from).some((line) => line.requestId === id && line.msg === 'request'), `the request line of ${id}`);
      }
      await served.settled();
    } finally {
      await served.close();
    }
    const lines = linesSince(from);
    for (const id of ids) {
      const own = lines.filter((line) => line.requestId === id);
      expect(own, id).toEqual([
        expect.objectContaining({ level: 30, msg: 'client disconnected', reason: expect.stringMatching(/reset|closed early|aborted/) }),
        expect.objectContaining({ level: 30, msg: 'request', path: '/api/recommendations/import', status: 499 }),
      ]);
    }
    expect(lines.filter((line) => line.level >= 40)).toEqual([]);
  });

  it('never wrote a password, token or cookie anywhere', () => {
    expect(captured.length).toBeGreaterThan(0);
    expect(secrets.length).toBe(6);
    for (const secret of secrets) expect(captured, `a secret of ${secret.length} characters was logged`).not.toContain(secret);
  });
});
