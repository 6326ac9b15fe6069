import { count, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { POST as postBoundaries } from '@/app/api/boundaries/route';
import { GET as getCalendar, PUT as putCalendar } from '@/app/api/calendar/route';
import { POST as postLocale } from '@/app/api/locale/route';
import { POST as postRecommendation } from '@/app/api/recommendations/route';
import { cropCalendar } from '@/db/schema';
import { handleAuthRequest } from '@/modules/staff/routes/handle-auth-request';
import { portalDb } from '../support/test-database';
import { handleRoute } from '@/platform/api-route/handle-route';
import { databaseWithCallers } from '../support/callers';
import { createTestUser, TEST_PASSWORD } from '../support/factories';
import { signInRequest, TEST_ORIGIN } from '../support/sign-in';
import { SOCKET_ADDRESS_HEADER } from '@/platform/request/socket-address-header';

const callers = databaseWithCallers();
const EVIL = 'https://evil.example';
const grid = { province: 'Laguna', crop: 'rice', mode: 'ten_day', rows: [{ municipality: 'Bay', slots: Array(24).fill('veg') }] };

const storedRows = async () => (await (await portalDb()).select({ n: count() }).from(cropCalendar))[0]!.n;
const messageOf = async (answer: Response) => ((await answer.json()) as { error: { message: string } }).error.message;

/** Signs in as a browser does and returns the Cookie header the browser would send back. */
async function cookieSession(): Promise<string> {
  const staff = await createTestUser('admin');
  const answer = await handleAuthRequest(
    await portalDb(),
    signInRequest({ email: staff.email, password: TEST_PASSWORD }, { [SOCKET_ADDRESS_HEADER]: '10.9.0.1' }),
  );
  expect(answer.status).toBe(200);
  return answer.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0]!)
    .join('; ');
}

const putGrid = (headers: Record<string, string>) =>
  putCalendar(
    new Request(`${TEST_ORIGIN}/api/calendar`, { method: 'PUT', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(grid) }),
  );

describe('writes authenticated by cookie (CSRF)', () => {
  it('are refused without any sign of where they came from, and store nothing', async () => {
    const cookie = await cookieSession();
    const before = await storedRows();
    const answer = await putGrid({ cookie });
    expect(answer.status).toBe(403);
    expect(await answer.json()).toEqual({
      error: {
        code: 'FORBIDDEN',
        message:
          "This request did not say which site it came from and was refused. Make changes from the portal's own pages, or call the API with an Authorization: Bearer token.",
      },
    });
    expect(await storedRows()).toBe(before);
  });

  it('are refused from another site, naming it, and store nothing', async () => {
    const cookie = await cookieSession();
    const before = await storedRows();
    const foreign: Record<string, string>[] = [{ origin: EVIL }, { 'sec-fetch-site': 'cross-site' }, { referer: `${EVIL}/trap.html` }];
    for (const headers of foreign) {
      const answer = await putGrid({ cookie, ...headers });
      expect(answer.status).toBe(403);
      expect(await messageOf(answer)).toMatch(/^This request came from another site \(.+\) and was refused\./);
    }
    expect(await messageOf(await putGrid({ cookie, origin: EVIL }))).toContain(`(${EVIL})`);
    expect(await storedRows()).toBe(before);
  });

  it('are refused on uploads before the body is read', async () => {
    const cookie = await cookieSession();
    const form = new FormData();
    form.append('files', new Blob(['{}']), 'shapes.json');
    const answer = await postBoundaries(new Request(`${TEST_ORIGIN}/api/boundaries`, { method: 'POST', headers: { cookie, origin: EVIL }, body: form }));
    expect(answer.status).toBe(403);
  });

  it('go through from the portal itself', async () => {
    const cookie = await cookieSession();
    expect((await putGrid({ cookie, origin: TEST_ORIGIN })).status).toBe(200);
    expect((await putGrid({ cookie, 'sec-fetch-site': 'same-origin' })).status).toBe(200);
    expect((await putGrid({ cookie, referer: `${TEST_ORIGIN}/admin/calendar` })).status).toBe(200);
  });

  it('do not concern reads, which carry the cookie from anywhere', async () => {
    const cookie = await cookieSession();
    const answer = await getCalendar(new Request(`${TEST_ORIGIN}/api/calendar?province=Laguna&crop=rice&mode=ten_day`, { headers: { cookie, origin: EVIL } }));
    expect(answer.status).not.toBe(403);
  });

  it('also guard the language switch and better-auth’s own calls', async () => {
    const cookie = await cookieSession();
    const form = () => {
      const body = new FormData();
      body.append('locale', 'tl');
      return body;
    };
    expect((await postLocale(new Request(`${TEST_ORIGIN}/api/locale`, { method: 'POST', headers: { cookie, origin: EVIL }, body: form() }))).status).toBe(403);
    expect(
      (await postLocale(new Request(`${TEST_ORIGIN}/api/locale`, { method: 'POST', headers: { cookie, origin: TEST_ORIGIN }, body: form() }))).status,
    ).toBe(303);
    const signOut = await handleAuthRequest(
      await portalDb(),
      new Request(`${TEST_ORIGIN}/api/auth/sign-out`, { method: 'POST', headers: { cookie, origin: EVIL } }),
    );
    expect(signOut.status).toBe(403);
  });
});

describe('writes authenticated by bearer token', () => {
  it('need no origin and no cookie', async () => {
    expect((await putGrid(callers.admin)).status).toBe(200);
  });

  it('are still refused without a session', async () => {
    expect((await putGrid({ origin: EVIL })).status).toBe(401);
  });
});

describe('request bodies', () => {
  it('refuses JSON over 1 MB with 413 and a clear message', async () => {
    const answer = await postRecommendation(
      new Request(`${TEST_ORIGIN}/api/recommendations`, {
        method: 'POST',
        headers: { ...callers.admin, 'content-type': 'application/json' },
        body: JSON.stringify({ practice: 'x'.repeat(2 * 1024 * 1024) }),
      }),
    );
    expect(answer.status).toBe(413);
    expect(await messageOf(answer)).toBe('The request body is larger than 1 MB and was refused.');
  });
});

describe('error answers', () => {
  it('never carry the text, stack or SQL of an unexpected error', async () => {
    const failing = handleRoute({
      access: { kind: 'public' },
      handler: async ({ db }) => {
        await db.execute(sql`select secret_column from no_such_table where password = 'hunter2'`);
        return Response.json({});
      },
    });
    const answer = await failing(new Request(`${TEST_ORIGIN}/api/failing`));
    expect(answer.status).toBe(500);
    const text = await answer.text();
    expect(JSON.parse(text)).toEqual({ error: { code: 'INTERNAL', message: 'Something went wrong on the server. Please try again later.' } });
    expect(text).not.toMatch(/no_such_table|select|hunter2|\bat \S+:\d+/i);
  });

  it('say what was wrong with the request without internals', async () => {
    const answer = await putGrid({ ...callers.admin, 'content-type': 'application/json' });
    expect(answer.status).toBe(200);
    const bad = await putCalendar(
      new Request(`${TEST_ORIGIN}/api/calendar`, { method: 'PUT', headers: { ...callers.admin, 'content-type': 'application/json' }, body: '{"province":' }),
    );
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ error: { code: 'BAD_REQUEST', message: 'The request body is not valid JSON.' } });
  });
});
