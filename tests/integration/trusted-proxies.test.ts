import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { session } from '@/db/schema';
import { portalDb } from '../support/test-database';
import { PUT as putCalendar } from '@/app/api/calendar/route';
import { handleAuthRequest } from '@/modules/staff/routes/handle-auth-request';
import { SOCKET_ADDRESS_HEADER } from '@/platform/request/socket-address-header';
import { databaseWithCallers } from '../support/callers';
import { createTestUser, TEST_PASSWORD } from '../support/factories';
import { signInRequest, TEST_ORIGIN } from '../support/sign-in';

// Read once by getEnv, which this file's worker has not called yet.
process.env.ACAP_TRUSTED_PROXIES = '10.1.0.0/16, 2001:db8::7';
databaseWithCallers();

const BALANCER = { [SOCKET_ADDRESS_HEADER]: '::ffff:10.1.2.3' };
const STRANGER = { [SOCKET_ADDRESS_HEADER]: '203.0.113.50' };
const grid = { province: 'Laguna', crop: 'rice', mode: 'ten_day', rows: [{ municipality: 'Bay', slots: Array(24).fill('veg') }] };

async function cookieOf(headers: Record<string, string>): Promise<string> {
  const staff = await createTestUser('admin');
  const answer = await handleAuthRequest(await portalDb(), signInRequest({ email: staff.email, password: TEST_PASSWORD }, headers));
  expect(answer.status).toBe(200);
  return answer.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0]!)
    .join('; ');
}

const failTimes = async (email: string, headers: Record<string, string>, times: number) => {
  const statuses: number[] = [];
  for (let attempt = 0; attempt < times; attempt += 1) {
    statuses.push((await handleAuthRequest(await portalDb(), signInRequest({ email, password: 'not-the-password' }, headers))).status);
  }
  return statuses;
};

describe('behind the proxies listed in ACAP_TRUSTED_PROXIES', () => {
  it('knows each client by the address the balancer saw, so one client waits and another does not', async () => {
    const staff = await createTestUser('admin');
    expect(await failTimes(staff.email, { ...BALANCER, 'x-forwarded-for': '198.51.100.1' }, 6)).toEqual([401, 401, 401, 401, 401, 429]);
    const other = await handleAuthRequest(
      await portalDb(),
      signInRequest({ email: staff.email, password: TEST_PASSWORD }, { ...BALANCER, 'x-forwarded-for': '198.51.100.2' }),
    );
    expect(other.status).toBe(200);
    // The session remembers the client, not the balancer nor anything the client claimed.
    const spoofing = { ...BALANCER, 'x-forwarded-for': '198.51.100.3', 'x-acap-client-address': '6.6.6.6' };
    const token = (await handleAuthRequest(await portalDb(), signInRequest({ email: staff.email, password: TEST_PASSWORD }, spoofing))).headers.get(
      'set-auth-token',
    );
    const [row] = await (
      await portalDb()
    )
      .select({ ipAddress: session.ipAddress })
      .from(session)
      .where(eq(session.token, token!.split('.')[0]!));
    expect(row?.ipAddress).toBe('198.51.100.3');
    // A client that writes its own first hop is still known by what the balancer appended.
    const forged = await handleAuthRequest(
      await portalDb(),
      signInRequest({ email: staff.email, password: TEST_PASSWORD }, { ...BALANCER, 'x-forwarded-for': '1.2.3.4, 198.51.100.1' }),
    );
    expect(forged.status).toBe(429);
  });

  it('believes X-Forwarded-For from nobody else', async () => {
    const staff = await createTestUser('admin');
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt += 1) {
      const headers = { ...STRANGER, 'x-forwarded-for': `198.51.100.${100 + attempt}` };
      statuses.push((await handleAuthRequest(await portalDb(), signInRequest({ email: staff.email, password: 'not-the-password' }, headers))).status);
    }
    expect(statuses.at(-1)).toBe(429);
  });

  it('takes the forwarded host and scheme as the portal origin only from a trusted proxy', async () => {
    const forwarded = { 'x-forwarded-host': 'portal.example.ph', 'x-forwarded-proto': 'https' };
    const put = (cookie: string, headers: Record<string, string>) =>
      putCalendar(
        new Request(`${TEST_ORIGIN}/api/calendar`, {
          method: 'PUT',
          headers: { 'content-type': 'application/json', cookie, ...headers },
          body: JSON.stringify(grid),
        }),
      );

    const viaBalancer = await cookieOf(BALANCER);
    expect((await put(viaBalancer, { ...BALANCER, ...forwarded, origin: 'https://portal.example.ph' })).status).toBe(200);
    expect((await put(viaBalancer, { ...BALANCER, ...forwarded, origin: 'http://portal.example.ph' })).status).toBe(403);

    const direct = await cookieOf(STRANGER);
    const spoofed = await put(direct, { ...STRANGER, 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https', origin: 'https://evil.example' });
    expect(spoofed.status).toBe(403);
    expect((await spoofed.json()).error.message).toContain('(https://evil.example)');
  });
});
