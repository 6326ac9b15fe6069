import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, session, user } from '@/db/schema';
import { getSessionUser } from '@/modules/staff/server/auth/get-session-user';
import { handleAuthRequest } from '@/modules/staff/routes/handle-auth-request';
import { portalDb } from '../support/test-database';
import { SOCKET_ADDRESS_HEADER } from '@/platform/request/socket-address-header';
import { ensureBootstrapAdmin } from '@/modules/staff/server/ensure-bootstrap-admin';
import { listSignInFailures } from '@/modules/staff/server/list-sign-in-failures';
import { createTestUser, TEST_PASSWORD } from '../support/factories';
import { signIn, signInRequest, TEST_ORIGIN } from '../support/sign-in';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.dispose());

// Each test signs in from its own address so the per-address counter of one does not touch another.
// The header is the one the server stamps from the socket (scripts/serve.mjs).
let address = 0;
const at = (ip: string) => ({ [SOCKET_ADDRESS_HEADER]: ip });
const from = () => at(`10.0.0.${++address}`);

describe('signing in with email and password', () => {
  it('gives an API client a bearer token that identifies it on later calls', async () => {
    const staff = await createTestUser('admin');
    const answer = await handleAuthRequest(await portalDb(), signInRequest({ email: staff.email, password: TEST_PASSWORD }, from()));
    expect(answer.status).toBe(200);
    const token = answer.headers.get('set-auth-token');
    expect(token).toBeTruthy();
    const cookies = answer.headers.getSetCookie().join('\n');
    expect(cookies).toMatch(/session_token=[^;]+;.*HttpOnly/i);
    const who = await getSessionUser(await portalDb(), new Headers({ authorization: `Bearer ${token}` }));
    expect(who).toMatchObject({ email: staff.email, accountLevel: 2 });
  });

  it('gives the same message for a wrong password and an unknown email', async () => {
    const staff = await createTestUser('admin');
    const wrongPassword = await handleAuthRequest(await portalDb(), signInRequest({ email: staff.email, password: 'not-the-password' }, from()));
    const unknownEmail = await handleAuthRequest(await portalDb(), signInRequest({ email: 'nobody@example.ph', password: 'not-the-password' }, from()));
    expect(wrongPassword.status).toBe(401);
    expect(unknownEmail.status).toBe(401);
    const [a, b] = [await wrongPassword.json(), await unknownEmail.json()];
    expect(a.message).toBe('Invalid email or password');
    expect(b.message).toBe(a.message);
    const failures = await (await portalDb()).select().from(auditLog).where(eq(auditLog.action, 'auth.sign_in_failed'));
    // By account id when the email is an account's; the typed text of an unknown one is not kept.
    const [account] = await (await portalDb()).select({ id: user.id }).from(user).where(eq(user.email, staff.email));
    expect(failures.map((row) => [row.target, row.summary])).toEqual(
      expect.arrayContaining([
        [account!.id, { account: 'known' }],
        [null, { account: 'none' }],
      ]),
    );
    expect(JSON.stringify(failures)).not.toContain('nobody@');
  });

  it('signs a user without an account level out at once, with the claims message', async () => {
    const person = await createTestUser('none');
    const answer = await handleAuthRequest(await portalDb(), signInRequest({ email: person.email, password: TEST_PASSWORD }, from()));
    expect(answer.status).toBe(403);
    expect(await answer.json()).toEqual({ code: 'MISSING_CUSTOM_CLAIMS', message: 'Not a ACAP user. Missing custom claims.' });
    expect(answer.headers.get('set-auth-token')).toBeNull();
    expect(answer.headers.getSetCookie()).toEqual([]);
    const db = await portalDb();
    const [row] = await db.select({ id: user.id }).from(user).where(eq(user.email, person.email));
    expect(await db.select().from(session).where(eq(session.userId, row!.id))).toEqual([]);
  });

  it('requires an email and a password, and readable JSON', async () => {
    const empty = await handleAuthRequest(await portalDb(), signInRequest({ email: '', password: '' }, from()));
    expect(empty.status).toBe(400);
    expect((await empty.json()).error.message).toBe('email: Email is required; password: Password is required');
    const missing = await handleAuthRequest(await portalDb(), signInRequest({}, from()));
    expect(missing.status).toBe(400);
    const broken = await handleAuthRequest(await portalDb(), signInRequest('{"email": ', from()));
    expect(broken.status).toBe(400);
    expect((await broken.json()).error.message).toBe('The request body is not valid JSON.');
  });

  it('makes each attempt after repeated failures wait longer, with Retry-After, even with the right password', async () => {
    const staff = await createTestUser('admin');
    const here = from();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt += 1) {
      const answer = await handleAuthRequest(await portalDb(), signInRequest({ email: staff.email, password: 'not-the-password' }, here));
      statuses.push(answer.status);
      if (answer.status === 429) {
        expect(Number(answer.headers.get('retry-after'))).toBe(5);
        expect((await answer.json()).error.message).toBe('Too many failed sign-in attempts. Wait 5 seconds before trying again.');
      }
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    const right = await handleAuthRequest(await portalDb(), signInRequest({ email: staff.email, password: TEST_PASSWORD }, here));
    expect(right.status).toBe(429);
    // The wait doubles with each failure counted after it.
    await (await portalDb()).execute(sql`update rate_limit set blocked_until = null where key like ${`sign-in:account:${staff.email}|%`}`);
    await handleAuthRequest(await portalDb(), signInRequest({ email: staff.email, password: 'not-the-password' }, here));
    const again = await handleAuthRequest(await portalDb(), signInRequest({ email: staff.email, password: TEST_PASSWORD }, here));
    expect(Number(again.headers.get('retry-after'))).toBe(10);
  });

  it('never keeps the owner out because others failed on the account elsewhere', async () => {
    const staff = await createTestUser('admin');
    for (let attempt = 0; attempt < 12; attempt += 1) {
      const answer = await handleAuthRequest(await portalDb(), signInRequest({ email: staff.email, password: 'not-the-password' }, at('198.51.100.77')));
      expect([401, 429]).toContain(answer.status);
    }
    const owner = await handleAuthRequest(await portalDb(), signInRequest({ email: staff.email, password: TEST_PASSWORD }, from()));
    expect(owner.status).toBe(200);
  });

  it('counts an address by its socket, not by the X-Forwarded-For it writes', async () => {
    const staff = await createTestUser('admin');
    const socket = at('198.51.100.78');
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt += 1) {
      const answer = await handleAuthRequest(
        await portalDb(),
        signInRequest({ email: staff.email, password: 'not-the-password' }, { ...socket, 'x-forwarded-for': `203.0.113.${attempt}` }),
      );
      statuses.push(answer.status);
    }
    expect(statuses.at(-1)).toBe(429);
  });

  it('slows an address that keeps failing, whatever account it tries', async () => {
    const headers = at('10.9.9.9');
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 31; attempt += 1) {
      const answer = await handleAuthRequest(await portalDb(), signInRequest({ email: `guess-${attempt}@example.ph`, password: 'not-the-password' }, headers));
      statuses.push(answer.status);
    }
    expect(statuses.slice(0, 30).every((status) => status === 401)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });

  it('records each failure in the trail without its address, which the staff screens read from the running counters', async () => {
    const staff = await createTestUser('admin');
    await handleAuthRequest(await portalDb(), signInRequest({ email: staff.email, password: 'not-the-password' }, at('192.0.2.44')));
    const db = await portalDb();
    const [account] = await db.select({ id: user.id }).from(user).where(eq(user.email, staff.email));
    const rows = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.target, account!.id), eq(auditLog.action, 'auth.sign_in_failed')));
    expect(rows.map((row) => [row.action, row.summary])).toEqual([['auth.sign_in_failed', { account: 'known' }]]);
    expect(await listSignInFailures(db, { id: account!.id, email: staff.email })).toMatchObject({ addresses: [{ address: '192.0.2.44', failures: 1 }] });
  });

  it('keeps sign-up closed', async () => {
    const answer = await handleAuthRequest(
      await portalDb(),
      new Request(`${TEST_ORIGIN}/api/auth/sign-up/email`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: TEST_ORIGIN },
        body: JSON.stringify({ email: 'new@example.ph', password: 'a-long-password-here', name: 'New' }),
      }),
    );
    expect(answer.status).toBeGreaterThanOrEqual(400);
    const [row] = await (await portalDb()).select().from(user).where(eq(user.email, 'new@example.ph'));
    expect(row).toBeUndefined();
  });

  it('ends the session on sign-out', async () => {
    const staff = await signIn('superadmin');
    const out = await handleAuthRequest(
      await portalDb(),
      new Request(`${TEST_ORIGIN}/api/auth/sign-out`, {
        method: 'POST',
        headers: { ...staff.headers, 'content-type': 'application/json', origin: TEST_ORIGIN },
        body: '{}',
      }),
    );
    expect(out.status).toBe(200);
    expect(await getSessionUser(await portalDb(), new Headers(staff.headers))).toBeNull();
  });
  it('refuses a large sign-out or sign-in body with 413 without reading it whole', async () => {
    const staff = await signIn('superadmin');
    let pulled = 0;
    const endless = () =>
      new ReadableStream<Uint8Array>({
        pull(controller) {
          pulled += 64 * 1024;
          controller.enqueue(new Uint8Array(64 * 1024).fill(0x20));
          if (pulled > 50 * 1024 * 1024) controller.close();
        },
      });
    for (const path of ['/api/auth/sign-out', '/api/auth/sign-in/email']) {
      pulled = 0;
      const answer = await handleAuthRequest(
        await portalDb(),
        new Request(`${TEST_ORIGIN}${path}`, {
          method: 'POST',
          headers: { ...staff.headers, 'content-type': 'application/json', origin: TEST_ORIGIN },
          body: endless(),
          duplex: 'half',
        } as RequestInit),
      );
      expect(answer.status, path).toBe(413);
      expect(pulled, path).toBeLessThan(1024 * 1024);
    }
    expect(await getSessionUser(await portalDb(), new Headers(staff.headers))).not.toBeNull();
  });
});

describe("better-auth's own endpoints", () => {
  const call = async (method: string, path: string, headers: Record<string, string>, body?: unknown) =>
    handleAuthRequest(
      await portalDb(),
      new Request(`${TEST_ORIGIN}${path}`, {
        method,
        headers: { ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json', origin: TEST_ORIGIN }) },
        body: body === undefined ? undefined : JSON.stringify(body),
      }),
    );

  it('closes every one the portal does not use, before reading its body, and changes nothing', async () => {
    const staff = await signIn('admin');
    const [before] = await (await portalDb()).select().from(user).where(eq(user.email, staff.email));
    const closed: [string, string, unknown][] = [
      ['POST', '/api/auth/update-user', { name: 'x'.repeat(10_000) }],
      ['POST', '/api/auth/change-password', { currentPassword: TEST_PASSWORD, newPassword: 'another-password-here' }],
      ['POST', '/api/auth/verify-password', { password: TEST_PASSWORD }],
      ['GET', '/api/auth/list-sessions', undefined],
      ['POST', '/api/auth/revoke-sessions', {}],
      ['POST', '/api/auth/sign-up/email', { email: 'new2@example.ph', password: 'a-long-password-here', name: 'x'.repeat(100_000) }],
      ['POST', '/api/auth/delete-user', {}],
      ['GET', '/api/auth/ok', undefined],
    ];
    for (const [method, path, body] of closed) {
      const answer = await call(method, path, staff.headers, body);
      expect(answer.status, path).toBe(404);
      expect(((await answer.json()) as { error: { message: string } }).error.message, path).toMatch(/is not offered/);
    }
    const [after] = await (await portalDb()).select().from(user).where(eq(user.email, staff.email));
    expect(after).toEqual(before);
    expect(await getSessionUser(await portalDb(), new Headers(staff.headers))).not.toBeNull();
  });

  it('answers the session without its token', async () => {
    const staff = await signIn('admin');
    const answer = await call('GET', '/api/auth/get-session', staff.headers);
    expect(answer.status).toBe(200);
    const body = (await answer.json()) as { session: Record<string, unknown>; user: { email: string } };
    expect(body.user.email).toBe(staff.email);
    expect(body.session).not.toHaveProperty('token');
    expect(JSON.stringify(body)).not.toContain(staff.token.split('.')[0]!);
  });
});

describe('the first superadmin from the environment', () => {
  it('is created once and never overwritten', async () => {
    const db = await portalDb();
    const settings = { email: 'First.Admin@example.ph', password: 'first-admin-password', name: 'First admin' };
    expect(await ensureBootstrapAdmin(db, settings)).toEqual({ created: true, email: 'first.admin@example.ph' });
    expect(await ensureBootstrapAdmin(db, { ...settings, password: 'another-password-1', name: 'Renamed' })).toEqual({
      created: false,
      email: 'first.admin@example.ph',
    });
    const [row] = await db.select().from(user).where(eq(user.email, 'first.admin@example.ph'));
    expect(row).toMatchObject({ name: 'First admin', accountLevel: 1 });
    const answer = await handleAuthRequest(await portalDb(), signInRequest({ email: 'first.admin@example.ph', password: 'first-admin-password' }, from()));
    expect(answer.status).toBe(200);
  });

  it('does nothing without both settings', async () => {
    expect(await ensureBootstrapAdmin(await portalDb(), { email: 'x@example.ph', name: 'X' })).toEqual({ created: false });
  });
});
