import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { POST as changePassword } from '@/app/api/profile/password/route';
import { GET as getProfile, PATCH as patchProfile } from '@/app/api/profile/route';
import { DELETE as revokeSessionRoute } from '@/app/api/profile/sessions/[id]/route';
import { GET as listSessions } from '@/app/api/profile/sessions/route';
import { auditLog, user } from '@/db/schema';
import { handleAuthRequest } from '@/modules/staff/routes/handle-auth-request';
import { portalDb } from '../support/test-database';
import { databaseWithCallers } from '../support/callers';
import { createTestUser, TEST_PASSWORD } from '../support/factories';
import { atRoute } from '../support/route-context';
import { signInRequest } from '../support/sign-in';

const BASE = 'http://localhost:3000';
const callers = databaseWithCallers();
type Handler = (request: Request) => Promise<Response>;
const revokeSession = atRoute('/api/profile/sessions/[id]', revokeSessionRoute);
const call = (handler: Handler, method: string, path: string, headers: Record<string, string> | undefined, body?: unknown) =>
  handler(
    new Request(`${BASE}${path}`, {
      method,
      headers: { ...headers, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    }),
  );

async function signInAs(email: string, password: string, userAgent = 'test-agent') {
  const answer = await handleAuthRequest(await portalDb(), signInRequest({ email, password }, { 'user-agent': userAgent }));
  const token = answer.headers.get('set-auth-token');
  return token ? { authorization: `Bearer ${token}` } : undefined;
}

const errorOf = async (answer: Response) => ((await answer.json()) as { error: { message: string } }).error.message;

describe('the profile calls', () => {
  it('refuse anonymous callers (401) and users without a level (403)', async () => {
    for (const [handler, method, path, body] of [
      [getProfile, 'GET', '/api/profile'],
      [patchProfile, 'PATCH', '/api/profile', { name: 'X' }],
      [changePassword, 'POST', '/api/profile/password', { currentPassword: 'a', newPassword: 'b-long-enough-password' }],
      [listSessions, 'GET', '/api/profile/sessions'],
      [revokeSession, 'DELETE', '/api/profile/sessions/abc'],
    ] as [Handler, string, string, unknown][]) {
      expect((await call(handler, method, path, callers.anonymous, body)).status, path).toBe(401);
      expect((await call(handler, method, path, callers.noLevel, body)).status, path).toBe(403);
    }
  });

  it('let admins and superadmins change their own name, audited', async () => {
    for (const level of ['admin', 'superadmin'] as const) {
      const answer = await call(patchProfile, 'PATCH', '/api/profile', callers[level], { name: `  Maria ${level}  ` });
      expect(answer.status).toBe(200);
      const me = (await (await call(getProfile, 'GET', '/api/profile', callers[level])).json()) as { id: string; name: string; email: string };
      expect(me.name).toBe(`Maria ${level}`);
      // The trail names the account by id, and says a name changed without keeping it.
      const [row] = await (
        await portalDb()
      )
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.target, me.id), eq(auditLog.action, 'profile.update')));
      expect(row).toMatchObject({ actorId: me.id, action: 'profile.update', summary: { nameChanged: true } });
    }
    const blank = await call(patchProfile, 'PATCH', '/api/profile', callers.admin, { name: '   ' });
    expect(blank.status).toBe(400);
    expect(await errorOf(blank)).toBe('name: a name is required');
    const level = await call(patchProfile, 'PATCH', '/api/profile', callers.admin, { name: 'Ok', accountLevel: 1 });
    expect(level.status).toBe(400);
    expect(await errorOf(level)).toMatch(/accountLevel/);
  });

  it('change the password only with the current one, ending the other sessions but not this one', async () => {
    const { email } = await createTestUser('admin', { email: 'pilar@da.gov.ph' });
    const laptop = (await signInAs(email, TEST_PASSWORD, 'laptop'))!;
    const phone = (await signInAs(email, TEST_PASSWORD, 'phone'))!;

    const wrong = await call(changePassword, 'POST', '/api/profile/password', laptop, {
      currentPassword: 'not-my-password',
      newPassword: 'a-fresh-long-password',
    });
    expect(wrong.status).toBe(400);
    expect(await errorOf(wrong)).toBe('currentPassword: the current password is not correct.');
    const short = await call(changePassword, 'POST', '/api/profile/password', laptop, { currentPassword: TEST_PASSWORD, newPassword: 'short' });
    expect(await errorOf(short)).toBe('newPassword: at least 12 characters');
    expect((await call(getProfile, 'GET', '/api/profile', phone)).status).toBe(200);

    const ok = await call(changePassword, 'POST', '/api/profile/password', laptop, { currentPassword: TEST_PASSWORD, newPassword: 'a-fresh-long-password' });
    expect(ok.status).toBe(200);
    expect(((await ok.json()) as { sessionsEnded: number }).sessionsEnded).toBe(1);
    expect((await call(getProfile, 'GET', '/api/profile', laptop)).status).toBe(200);
    expect((await call(getProfile, 'GET', '/api/profile', phone)).status).toBe(401);
    expect(await signInAs(email, TEST_PASSWORD)).toBeUndefined();
    expect(await signInAs(email, 'a-fresh-long-password')).toBeDefined();
    const [account] = await (await portalDb()).select({ id: user.id }).from(user).where(eq(user.email, email));
    const actions = (await (await portalDb()).select().from(auditLog).where(eq(auditLog.target, account!.id))).map((row) => row.action);
    expect(actions).toEqual(expect.arrayContaining(['profile.password_change_failed', 'profile.password_change']));
  });

  it('count a wrong current password against the same growing wait as sign-in', async () => {
    const { email } = await createTestUser('admin', { email: 'rosario@da.gov.ph' });
    const desk = (await signInAs(email, TEST_PASSWORD, 'desk'))!;
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt += 1) {
      const answer = await call(changePassword, 'POST', '/api/profile/password', desk, {
        currentPassword: `guess-number-${attempt}`,
        newPassword: 'a-fresh-long-password',
      });
      statuses.push(answer.status);
    }
    // Five wrong guesses are free, as at sign-in; then a wait, even for the right password.
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
    const right = await call(changePassword, 'POST', '/api/profile/password', desk, { currentPassword: TEST_PASSWORD, newPassword: 'a-fresh-long-password' });
    expect(right.status).toBe(429);
    expect(Number(right.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await errorOf(right)).toMatch(/^currentPassword: too many wrong passwords\. Wait \d+ seconds before trying again\.$/);
    // One count for both doors: signing in from the same address waits too.
    expect((await handleAuthRequest(await portalDb(), signInRequest({ email, password: TEST_PASSWORD }))).status).toBe(429);
  });

  it('list their own sessions with the current one marked, and revoke another, never someone else’s', async () => {
    const { email } = await createTestUser('admin', { email: 'quino@da.gov.ph' });
    const desk = (await signInAs(email, TEST_PASSWORD, 'desk browser'))!;
    const tablet = (await signInAs(email, TEST_PASSWORD, 'field tablet'))!;
    const listed = (await (await call(listSessions, 'GET', '/api/profile/sessions', desk)).json()) as {
      items: { id: string; current: boolean; userAgent: string }[];
    };
    expect(listed.items).toHaveLength(2);
    expect(listed.items.find((item) => item.current)?.userAgent).toBe('desk browser');
    const other = listed.items.find((item) => !item.current)!;

    const [someoneElse] = ((await (await call(listSessions, 'GET', '/api/profile/sessions', callers.admin)).json()) as { items: { id: string }[] }).items;
    const foreign = await call(revokeSession, 'DELETE', `/api/profile/sessions/${someoneElse!.id}`, desk);
    expect(foreign.status).toBe(404);
    expect((await call(getProfile, 'GET', '/api/profile', callers.admin)).status).toBe(200);

    expect((await call(revokeSession, 'DELETE', `/api/profile/sessions/${other.id}`, desk)).status).toBe(200);
    expect((await call(getProfile, 'GET', '/api/profile', tablet)).status).toBe(401);
    expect((await call(getProfile, 'GET', '/api/profile', desk)).status).toBe(200);
    const [row] = await (await portalDb()).select().from(user).where(eq(user.email, email));
    expect(row).toBeDefined();
  });
});
