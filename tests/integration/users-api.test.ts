import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { GET as getProfile } from '@/app/api/profile/route';
import { DELETE as deleteUserRoute, GET as getUserRoute, PATCH as patchUserRoute } from '@/app/api/users/[id]/route';
import { POST as resetPasswordRoute } from '@/app/api/users/[id]/password/route';
import { GET as listUsers, POST as createUser } from '@/app/api/users/route';
import { POST as setPassword } from '@/app/api/set-password/route';
import { auditLog, session, user } from '@/db/schema';
import { can } from '@/modules/staff/rules/can';
import { getSessionUser } from '@/modules/staff/server/auth/get-session-user';
import { handleAuthRequest } from '@/modules/staff/routes/handle-auth-request';
import { portalDb } from '../support/test-database';
import { SOCKET_ADDRESS_HEADER } from '@/platform/request/socket-address-header';
import { listSignInFailures } from '@/modules/staff/server/list-sign-in-failures';
import { databaseWithCallers } from '../support/callers';
import { atRoute } from '../support/route-context';
import { signInRequest } from '../support/sign-in';

const PROTECTED = 'guardian@da.gov.ph';
process.env.ACAP_PROTECTED_EMAILS = ` ${PROTECTED.toUpperCase()} , other@da.gov.ph`;

const BASE = 'http://localhost:3000';
const callers = databaseWithCallers();
type Handler = (request: Request) => Promise<Response>;
const getUser = atRoute('/api/users/[id]', getUserRoute);
const patchUser = atRoute('/api/users/[id]', patchUserRoute);
const deleteUser = atRoute('/api/users/[id]', deleteUserRoute);
const resetPassword = atRoute('/api/users/[id]/password', resetPasswordRoute);

function call(handler: Handler, method: string, path: string, headers: Record<string, string>, body?: unknown) {
  return handler(
    new Request(`${BASE}${path}`, {
      method,
      headers: { ...headers, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    }),
  );
}

async function signInAs(email: string, password: string) {
  const answer = await handleAuthRequest(await portalDb(), signInRequest({ email, password }));
  const token = answer.headers.get('set-auth-token');
  return { status: answer.status, body: await answer.json(), headers: token ? { authorization: `Bearer ${token}` } : undefined };
}

async function create(body: Record<string, unknown>) {
  const answer = await call(createUser, 'POST', '/api/users', callers.superadmin, body);
  return {
    status: answer.status,
    body: (await answer.json()) as { user: { id: string; email: string }; setPasswordUrl?: string; error?: { message: string } },
  };
}

const userIdOf = async (email: string) => (await (await portalDb()).select({ id: user.id }).from(user).where(eq(user.email, email)))[0]!.id;
/** The audit rows of an action on the account with `email`: the trail names accounts by id only. */
const auditOf = async (action: string, email: string, id?: string) =>
  (await portalDb())
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.target, id ?? (await userIdOf(email)))));
const PASSWORD = 'correct-horse-battery-staple';

describe('staff accounts through /api/users', () => {
  it('refuse anonymous callers (401), users without a level and admins (403)', async () => {
    const attempts: [Handler, string, string, unknown?][] = [
      [listUsers, 'GET', '/api/users'],
      [createUser, 'POST', '/api/users', { email: 'x@da.gov.ph', name: 'X', accountLevel: 2, password: PASSWORD }],
      [getUser, 'GET', '/api/users/abc'],
      [patchUser, 'PATCH', '/api/users/abc', { accountLevel: 1 }],
      [patchUser, 'PATCH', '/api/users/abc', { reviewer: true }],
      [deleteUser, 'DELETE', '/api/users/abc'],
      [resetPassword, 'POST', '/api/users/abc/password', {}],
    ];
    for (const [handler, method, path, body] of attempts) {
      expect((await call(handler, method, path, callers.anonymous, body)).status, `${method} ${path}`).toBe(401);
      expect((await call(handler, method, path, callers.noLevel, body)).status, `${method} ${path}`).toBe(403);
      const admin = await call(handler, method, path, callers.admin, body);
      expect(admin.status, `${method} ${path}`).toBe(403);
      expect(((await admin.json()) as { error: { message: string } }).error.message).toBe('Your account level does not allow this.');
    }
    expect(await (await portalDb()).select().from(user).where(eq(user.email, 'x@da.gov.ph'))).toEqual([]);
  });

  it('never lets the last active superadmin demote, disable or delete itself', async () => {
    const me = (await (await call(getProfile, 'GET', '/api/profile', callers.superadmin)).json()) as { id: string; email: string };
    const demote = await call(patchUser, 'PATCH', `/api/users/${me.id}`, callers.superadmin, { accountLevel: 2 });
    expect(demote.status).toBe(409);
    expect(((await demote.json()) as { error: { message: string } }).error.message).toBe(
      `${me.email} is the last active superadmin: make another superadmin first, then it can be given another level.`,
    );
    const remove = await call(deleteUser, 'DELETE', `/api/users/${me.id}`, callers.superadmin);
    expect(remove.status).toBe(409);
    expect(((await remove.json()) as { error: { message: string } }).error.message).toBe('You cannot delete your own account; ask another superadmin.');
    expect((await (await portalDb()).select({ level: user.accountLevel }).from(user).where(eq(user.id, me.id)))[0]!.level).toBe(1);
  });

  it('create with a password: the account signs in, and the creation is audited', async () => {
    const { status, body } = await create({ email: 'Ana.Reyes@DA.gov.ph', name: 'Ana Reyes', accountLevel: 2, password: PASSWORD });
    expect(status).toBe(201);
    expect(body.user.email).toBe('ana.reyes@da.gov.ph');
    expect(body.setPasswordUrl).toBeUndefined();
    expect((await signInAs('ana.reyes@da.gov.ph', PASSWORD)).status).toBe(200);
    expect((await auditOf('user.create', 'ana.reyes@da.gov.ph'))[0]!.summary).toEqual({ accountLevel: 2, reviewer: false, passwordBy: 'creator' });
    const again = await create({ email: 'ana.reyes@da.gov.ph', name: 'Ana again', accountLevel: 2, password: PASSWORD });
    expect(again.status).toBe(409);
    expect(again.body.error!.message).toBe('An account with the email ana.reyes@da.gov.ph already exists.');
  });

  it('create with a one-time link: nobody can sign in until it is used, and it works once', async () => {
    const { status, body } = await create({ email: 'ben@da.gov.ph', name: 'Ben Cruz', accountLevel: 2 });
    expect(status).toBe(201);
    expect(body.setPasswordUrl).toMatch(/^http:\/\/localhost:\d+\/admin\/set-password#token=[A-Za-z0-9_-]{40,}$/);
    const token = body.setPasswordUrl!.split('#token=')[1]!;
    // The link is shown once: the account's record never carries it.
    expect(JSON.stringify(await (await call(getUser, 'GET', `/api/users/${body.user.id}`, callers.superadmin)).json())).not.toContain(token);
    const short = await call(setPassword, 'POST', '/api/set-password', {}, { token, password: 'short' });
    expect(short.status).toBe(400);
    expect(((await short.json()) as { error: { message: string } }).error.message).toBe('password: at least 12 characters');
    expect((await call(setPassword, 'POST', '/api/set-password', {}, { token, password: PASSWORD })).status).toBe(200);
    expect((await signInAs('ben@da.gov.ph', PASSWORD)).status).toBe(200);
    const reused = await call(setPassword, 'POST', '/api/set-password', {}, { token, password: 'another-long-password' });
    expect(reused.status).toBe(400);
    expect(((await reused.json()) as { error: { message: string } }).error.message).toMatch(/^This set-password link is not valid any more/);
    expect((await auditOf('user.password_set', 'ben@da.gov.ph')).length).toBe(1);
  });

  it('lists and searches accounts, marking protected ones', async () => {
    await create({ email: PROTECTED, name: 'Guardian account', accountLevel: 1, password: PASSWORD });
    const all = (await (await call(listUsers, 'GET', '/api/users', callers.superadmin)).json()) as {
      items: { email: string; protected: boolean }[];
      total: number;
    };
    expect(all.total).toBe(all.items.length);
    expect(all.items.find((item) => item.email === PROTECTED)?.protected).toBe(true);
    expect(all.items.find((item) => item.email === 'ben@da.gov.ph')?.protected).toBe(false);
    const found = (await (await call(listUsers, 'GET', '/api/users?q=REYES', callers.superadmin)).json()) as { items: { email: string }[] };
    expect(found.items.map((item) => item.email)).toEqual(['ana.reyes@da.gov.ph']);
    const wildcard = (await (await call(listUsers, 'GET', '/api/users?q=%25', callers.superadmin)).json()) as { items: unknown[] };
    expect(wildcard.items).toEqual([]);
    const superadmins = (await (await call(listUsers, 'GET', '/api/users?level=1', callers.superadmin)).json()) as { items: { accountLevel: number }[] };
    expect(superadmins.items.every((item) => item.accountLevel === 1)).toBe(true);
    const bad = await call(listUsers, 'GET', '/api/users?level=3', callers.superadmin);
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: { message: string } }).error.message).toBe('level: level must be 1, 2 or none');
  });

  it('refuses every change to a protected account, for every superadmin', async () => {
    const id = await userIdOf(PROTECTED);
    const before = await (await portalDb()).select().from(user).where(eq(user.id, id));
    for (const [handler, method, path, body] of [
      [patchUser, 'PATCH', `/api/users/${id}`, { name: 'Renamed' }],
      [patchUser, 'PATCH', `/api/users/${id}`, { accountLevel: 2 }],
      [patchUser, 'PATCH', `/api/users/${id}`, { reviewer: true }],
      [patchUser, 'PATCH', `/api/users/${id}`, { disabled: true }],
      [resetPassword, 'POST', `/api/users/${id}/password`, {}],
      [deleteUser, 'DELETE', `/api/users/${id}`, undefined],
    ] as [Handler, string, string, unknown][]) {
      const answer = await call(handler, method, path, callers.superadmin, body);
      expect(answer.status, `${method} ${path}`).toBe(403);
      expect(((await answer.json()) as { error: { message: string } }).error.message).toMatch(
        /^guardian@da\.gov\.ph is a protected account: it cannot be .+ by anyone\.$/,
      );
    }
    expect(await (await portalDb()).select().from(user).where(eq(user.id, id))).toEqual(before);
    expect((await signInAs(PROTECTED, PASSWORD)).status).toBe(200);
  });

  it('changes a level and a name, with the change in the audit row', async () => {
    const id = await userIdOf('ana.reyes@da.gov.ph');
    const answer = await call(patchUser, 'PATCH', `/api/users/${id}`, callers.superadmin, { accountLevel: 1, name: 'Ana R. Reyes' });
    expect(answer.status).toBe(200);
    expect(((await answer.json()) as { user: { accountLevel: number; name: string } }).user).toMatchObject({ accountLevel: 1, name: 'Ana R. Reyes' });
    const [row] = await auditOf('user.update', 'ana.reyes@da.gov.ph');
    expect(row!.summary).toEqual({ nameChanged: true, level: { from: 'admin', to: 'superadmin' } });
    // With a second active superadmin, the first may now be demoted by another.
    expect((await call(patchUser, 'PATCH', `/api/users/${id}`, callers.superadmin, { accountLevel: 2 })).status).toBe(200);
    const empty = await call(patchUser, 'PATCH', `/api/users/${id}`, callers.superadmin, {});
    expect(empty.status).toBe(400);
    expect(((await empty.json()) as { error: { message: string } }).error.message).toBe('Send at least one of name, accountLevel, reviewer or disabled.');
  });

  it('disabling ends the sessions and bearer tokens at once and stops sign-in; enabling lets it back', async () => {
    const signedIn = await signInAs('ben@da.gov.ph', PASSWORD);
    expect((await call(getProfile, 'GET', '/api/profile', signedIn.headers!)).status).toBe(200);
    const id = await userIdOf('ben@da.gov.ph');
    expect((await call(patchUser, 'PATCH', `/api/users/${id}`, callers.superadmin, { disabled: true })).status).toBe(200);
    expect((await call(getProfile, 'GET', '/api/profile', signedIn.headers!)).status).toBe(401);
    expect(await (await portalDb()).select().from(session).where(eq(session.userId, id))).toEqual([]);
    const refused = await signInAs('ben@da.gov.ph', PASSWORD);
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ code: 'ACCOUNT_DISABLED', message: 'This account is disabled. Ask a superadmin to enable it.' });
    expect(refused.headers).toBeUndefined();
    // A wrong password still gets the same answer as an unknown email: being disabled is not revealed.
    const wrong = await signInAs('ben@da.gov.ph', 'not-the-password-at-all');
    const unknown = await signInAs('nobody-here@da.gov.ph', 'not-the-password-at-all');
    expect([wrong.status, wrong.body]).toEqual([unknown.status, unknown.body]);
    const listed = (await (await call(getUser, 'GET', `/api/users/${id}`, callers.superadmin)).json()) as { disabled: boolean };
    expect(listed.disabled).toBe(true);
    expect((await call(patchUser, 'PATCH', `/api/users/${id}`, callers.superadmin, { disabled: false })).status).toBe(200);
    expect((await signInAs('ben@da.gov.ph', PASSWORD)).status).toBe(200);
    expect((await auditOf('user.update', 'ben@da.gov.ph')).map((row) => row.summary)).toEqual(
      expect.arrayContaining([{ disabled: true, sessionsEnded: expect.any(Number) }, { disabled: false }]),
    );
  });

  it('resets a password, directly or by link, signing the account out everywhere and the old password out at once', async () => {
    const id = await userIdOf('ben@da.gov.ph');
    const before = await signInAs('ben@da.gov.ph', PASSWORD);
    const direct = await call(resetPassword, 'POST', `/api/users/${id}/password`, callers.superadmin, { password: 'a-brand-new-password' });
    expect(direct.status).toBe(200);
    expect((await call(getProfile, 'GET', '/api/profile', before.headers!)).status).toBe(401);
    expect((await signInAs('ben@da.gov.ph', PASSWORD)).status).toBe(401);
    expect((await signInAs('ben@da.gov.ph', 'a-brand-new-password')).status).toBe(200);
    const link = await call(resetPassword, 'POST', `/api/users/${id}/password`, callers.superadmin, {});
    const { setPasswordUrl } = (await link.json()) as { setPasswordUrl: string };
    expect(setPasswordUrl).toContain('/admin/set-password#token=');
    expect(link.headers.get('cache-control')).toBe('no-store');
    // By link, the old password stops at once, before the link is used; the link sets the new one.
    expect((await signInAs('ben@da.gov.ph', 'a-brand-new-password')).status).toBe(401);
    const token = setPasswordUrl.split('#token=')[1]!;
    expect((await call(setPassword, 'POST', '/api/set-password', {}, { token, password: 'the-password-after-the-link' })).status).toBe(200);
    expect((await signInAs('ben@da.gov.ph', 'the-password-after-the-link')).status).toBe(200);
    expect((await auditOf('user.password_reset', 'ben@da.gov.ph')).map((row) => (row.summary as { by: string }).by)).toEqual(
      expect.arrayContaining(['new password', 'set-password link']),
    );
  });

  it('deletes an account, audited, and answers 404 for it afterwards', async () => {
    const id = await userIdOf('ben@da.gov.ph');
    const answer = await call(deleteUser, 'DELETE', `/api/users/${id}`, callers.superadmin);
    expect(answer.status).toBe(200);
    expect(((await answer.json()) as { message: string }).message).toBe('The account ben@da.gov.ph was deleted.');
    expect((await call(getUser, 'GET', `/api/users/${id}`, callers.superadmin)).status).toBe(404);
    expect((await call(deleteUser, 'DELETE', `/api/users/${id}`, callers.superadmin)).status).toBe(404);
    const [deleted] = await auditOf('user.delete', 'ben@da.gov.ph', id);
    expect(deleted).toMatchObject({ target: id, summary: { accountLevel: 2 } });
    // The trail keeps the account's id only: neither its email nor its name.
    expect(JSON.stringify(deleted)).not.toMatch(/ben@|Ben/i);
    const odd = await call(getUser, 'GET', `/api/users/${encodeURIComponent("1' or '1'='1")}`, callers.superadmin);
    expect(odd.status).toBe(400);
  });
});

describe('failed sign-ins on the staff screens', () => {
  it('counts the last 24 hours of failures per account, with the latest time', async () => {
    const made = await create({ email: 'tried@da.gov.ph', name: 'Tried', accountLevel: 2, password: PASSWORD });
    expect(made.status).toBe(201);
    const before = await (await call(getUser, 'GET', `/api/users/${made.body.user.id}`, callers.superadmin)).json();
    expect(before).toMatchObject({ failedSignIns: 0, lastFailedSignInAt: null });
    for (const address of ['192.0.2.1', '192.0.2.2', '192.0.2.2']) {
      const answer = await handleAuthRequest(
        await portalDb(),
        signInRequest({ email: 'Tried@da.gov.ph', password: 'not-the-password' }, { [SOCKET_ADDRESS_HEADER]: address }),
      );
      expect(answer.status).toBe(401);
    }
    const after = await (await call(getUser, 'GET', `/api/users/${made.body.user.id}`, callers.superadmin)).json();
    expect(after.failedSignIns).toBe(3);
    expect(Date.now() - Date.parse(after.lastFailedSignInAt)).toBeLessThan(60_000);
    const failures = await listSignInFailures(await portalDb(), { id: made.body.user.id, email: 'tried@da.gov.ph' });
    expect(failures.times).toHaveLength(3);
    // Where the guesses come from is known from the throttle's counters while they run, never from the trail.
    expect(failures.addresses.map((entry) => [entry.address, entry.failures])).toEqual([
      ['192.0.2.2', 2],
      ['192.0.2.1', 1],
    ]);
    const rows = await auditOf('auth.sign_in_failed', 'tried@da.gov.ph');
    expect(rows.map((row) => [row.actorId, row.summary])).toEqual(Array(3).fill([null, { account: 'known' }]));
    expect(JSON.stringify(rows)).not.toMatch(/192\.0\.2|tried@/i);
  });
});

describe('the reviewer right through /api/users', () => {
  /** What every request of these headers is decided on: the session read again, as each request does. */
  const sessionOf = async (headers: Record<string, string>) => getSessionUser(await portalDb(), new Headers(headers));
  const reviewerOf = async (email: string) =>
    (await (await portalDb()).select({ reviewer: user.reviewer }).from(user).where(eq(user.email, email)))[0]!.reviewer;

  it('is given at creation by a superadmin: stored, in the answers, audited, and the admin may then review', async () => {
    const { status, body } = await create({ email: 'rita@da.gov.ph', name: 'Rita Santos', accountLevel: 2, password: PASSWORD, reviewer: true });
    expect(status).toBe(201);
    expect(((await (await call(getUser, 'GET', `/api/users/${body.user.id}`, callers.superadmin)).json()) as { reviewer: boolean }).reviewer).toBe(true);
    const listed = (await (await call(listUsers, 'GET', '/api/users?q=rita', callers.superadmin)).json()) as { items: { email: string; reviewer: boolean }[] };
    expect(listed.items.map((item) => [item.email, item.reviewer])).toEqual([['rita@da.gov.ph', true]]);
    expect((await auditOf('user.create', 'rita@da.gov.ph'))[0]!.summary).toEqual({ accountLevel: 2, reviewer: true, passwordBy: 'creator' });
    const me = await sessionOf((await signInAs('rita@da.gov.ph', PASSWORD)).headers!);
    expect(me).toMatchObject({ email: 'rita@da.gov.ph', accountLevel: 2, reviewer: true });
    expect(can(me, 'bulletin.review')).toBe(true);
    // Without it, an account is made without the right.
    expect((await create({ email: 'no-right@da.gov.ph', name: 'No Right', accountLevel: 2, password: PASSWORD })).status).toBe(201);
    expect(await reviewerOf('no-right@da.gov.ph')).toBe(false);
    expect(can(await sessionOf((await signInAs('no-right@da.gov.ph', PASSWORD)).headers!), 'bulletin.review')).toBe(false);
  });

  it("is given and taken on an existing admin: the admin's open session follows at once, each change audited with before and after", async () => {
    const made = await create({ email: 'sol@da.gov.ph', name: 'Sol Ramos', accountLevel: 2, password: PASSWORD });
    expect(made.status).toBe(201);
    const id = made.body.user.id;
    const { headers } = await signInAs('sol@da.gov.ph', PASSWORD);
    expect(can(await sessionOf(headers!), 'bulletin.review')).toBe(false);

    const give = await call(patchUser, 'PATCH', `/api/users/${id}`, callers.superadmin, { reviewer: true });
    expect(give.status).toBe(200);
    expect(((await give.json()) as { user: { accountLevel: number; reviewer: boolean } }).user).toMatchObject({ accountLevel: 2, reviewer: true });
    const given = await sessionOf(headers!);
    expect(given?.reviewer).toBe(true);
    expect(can(given, 'bulletin.review')).toBe(true);
    expect(can(await sessionOf((await signInAs('sol@da.gov.ph', PASSWORD)).headers!), 'bulletin.review')).toBe(true);

    // Giving it again changes nothing and writes no row.
    expect((await call(patchUser, 'PATCH', `/api/users/${id}`, callers.superadmin, { reviewer: true })).status).toBe(200);
    const take = await call(patchUser, 'PATCH', `/api/users/${id}`, callers.superadmin, { reviewer: false, name: 'Sol R. Ramos' });
    expect(take.status).toBe(200);
    expect(((await take.json()) as { user: { reviewer: boolean } }).user.reviewer).toBe(false);
    expect(can(await sessionOf(headers!), 'bulletin.review')).toBe(false);

    const rows = await auditOf('user.update', 'sol@da.gov.ph');
    expect(rows.map((row) => row.summary)).toHaveLength(2);
    expect(rows.map((row) => row.summary)).toEqual(
      expect.arrayContaining([{ reviewer: { from: false, to: true } }, { nameChanged: true, reviewer: { from: true, to: false } }]),
    );
    const superadmins = (await (await portalDb()).select({ id: user.id, email: user.email }).from(user)).filter((row) => row.email.startsWith('superadmin-'));
    expect(rows.every((row) => superadmins.some((account) => account.id === row.actorId))).toBe(true);
  });

  it('is stored as given on a superadmin, who reviews with or without it', async () => {
    const made = await create({ email: 'vera@da.gov.ph', name: 'Vera Lim', accountLevel: 1, password: PASSWORD });
    expect(made.status).toBe(201);
    const { headers } = await signInAs('vera@da.gov.ph', PASSWORD);
    expect(await sessionOf(headers!)).toMatchObject({ accountLevel: 1, reviewer: false });
    expect(can(await sessionOf(headers!), 'bulletin.review')).toBe(true);
    const give = await call(patchUser, 'PATCH', `/api/users/${made.body.user.id}`, callers.superadmin, { reviewer: true });
    expect(((await give.json()) as { user: { reviewer: boolean } }).user.reviewer).toBe(true);
    expect(can(await sessionOf(headers!), 'bulletin.review')).toBe(true);
  });

  it('cannot be given or taken by admins, reviewers among them, on anyone (403), nor by anonymous callers (401); nothing changes', async () => {
    expect((await create({ email: 'tomas@da.gov.ph', name: 'Tomas Uy', accountLevel: 2, password: PASSWORD })).status).toBe(201);
    const admin = (await signInAs('tomas@da.gov.ph', PASSWORD)).headers!;
    const reviewer = (await signInAs('rita@da.gov.ph', PASSWORD)).headers!;
    const auditBefore = (await (await portalDb()).select().from(auditLog).where(eq(auditLog.action, 'user.update'))).length;
    const attempts: [string, Record<string, unknown>][] = [
      [await userIdOf('tomas@da.gov.ph'), { reviewer: true }],
      [await userIdOf('rita@da.gov.ph'), { reviewer: false }],
      [await userIdOf('no-right@da.gov.ph'), { reviewer: true }],
    ];
    for (const [id, body] of attempts) {
      for (const headers of [admin, reviewer, callers.admin]) {
        const answer = await call(patchUser, 'PATCH', `/api/users/${id}`, headers, body);
        expect(answer.status, JSON.stringify(body)).toBe(403);
        expect(((await answer.json()) as { error: { message: string } }).error.message).toBe('Your account level does not allow this.');
      }
      expect((await call(patchUser, 'PATCH', `/api/users/${id}`, callers.anonymous, body)).status).toBe(401);
    }
    const newReviewer = { email: 'sneaky@da.gov.ph', name: 'Sneaky', accountLevel: 2, password: PASSWORD, reviewer: true };
    expect((await call(createUser, 'POST', '/api/users', admin, newReviewer)).status).toBe(403);
    expect((await call(createUser, 'POST', '/api/users', reviewer, newReviewer)).status).toBe(403);
    expect((await call(createUser, 'POST', '/api/users', callers.anonymous, newReviewer)).status).toBe(401);

    expect([await reviewerOf('tomas@da.gov.ph'), await reviewerOf('rita@da.gov.ph'), await reviewerOf('no-right@da.gov.ph')]).toEqual([false, true, false]);
    expect(await (await portalDb()).select().from(user).where(eq(user.email, 'sneaky@da.gov.ph'))).toEqual([]);
    expect((await (await portalDb()).select().from(auditLog).where(eq(auditLog.action, 'user.update'))).length).toBe(auditBefore);
    expect(can(await sessionOf(admin), 'bulletin.review')).toBe(false);
  });

  it("refuses a value that is not true or false, with the contract's message", async () => {
    const id = await userIdOf('tomas@da.gov.ph');
    const patch = await call(patchUser, 'PATCH', `/api/users/${id}`, callers.superadmin, { reviewer: 'yes' });
    expect(patch.status).toBe(400);
    expect(((await patch.json()) as { error: { message: string } }).error.message).toBe('reviewer: reviewer must be true or false');
    const made = await create({ email: 'odd@da.gov.ph', name: 'Odd', accountLevel: 2, password: PASSWORD, reviewer: 1 });
    expect(made.status).toBe(400);
    expect(made.body.error!.message).toBe('reviewer: reviewer must be true or false');
    expect(await reviewerOf('tomas@da.gov.ph')).toBe(false);
  });
});
