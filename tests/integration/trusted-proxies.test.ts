import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { session } from '@/db/schema';
import { portalDb } from '../support/test-database';
import { PUT as putCalendar } from '@/app/api/calendar/route';
import { GET as capAlertRoute } from '@/app/feeds/cap/[alert]/route';
import { POST as postSpecial } from '@/app/api/weather/special/route';
import { readCapAlert } from '@/modules/exchange/rules/feeds/read-cap-alert';
import { atRoute } from '../support/route-context';
import { handleAuthRequest } from '@/modules/staff/routes/handle-auth-request';
import { SOCKET_ADDRESS_HEADER } from '@/platform/request/socket-address-header';
import { databaseWithCallers } from '../support/callers';
import { createTestUser, TEST_PASSWORD } from '../support/factories';
import { signInRequest, TEST_ORIGIN } from '../support/sign-in';

// Read once by getEnv, which this file's worker has not called yet.
process.env.ACAP_TRUSTED_PROXIES = '10.1.0.0/16, 2001:db8::7';
const callers = databaseWithCallers();

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

  it("gives a CAP alert the portal's public host as sender as the trusted proxy names it, never a name a client claims, and keeps a thread's earlier sender", async () => {
    // Without ACAP_BASE_URL (this file sets none) the portal knows its public name only from its proxy.
    const advise = async (headers: Record<string, string>, advisory: Record<string, unknown>) => {
      const answer = await postSpecial(
        new Request(`${TEST_ORIGIN}/api/weather/special`, {
          method: 'POST',
          headers: { ...callers.admin, ...headers, 'content-type': 'application/json' },
          body: JSON.stringify(advisory),
        }),
      );
      expect(answer.status, await answer.clone().text()).toBe(201);
      const { issuanceId } = (await answer.json()) as { issuanceId: string };
      const alert = await atRoute('/feeds/cap/[alert]', capAlertRoute)(new Request(`${TEST_ORIGIN}/feeds/cap/${issuanceId}.xml`, { headers: STRANGER }));
      const xml = await alert.text();
      const text = (element: string) => new RegExp(`<${element}>([^<]*)</${element}>`).exec(xml)?.[1] ?? null;
      return { reading: readCapAlert(Buffer.from(xml)), sent: text('sent'), references: text('references') };
    };
    const kristine = { activeCyclone: true, name: 'Kristine', signals: [{ province: 'Laguna', signal: 'signal_number_2' }] };
    const claimed = { ...STRANGER, host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' };
    const first = await advise(claimed, { ...kristine, bulletinNumber: '11', issuedAt: '2025-10-22T23:00:00+08:00' });
    expect(first.reading.sender).toBe('localhost:3000');
    const proxied = { ...BALANCER, 'x-forwarded-host': 'acap.calabarzon.da.gov.ph', 'x-forwarded-proto': 'https', 'x-forwarded-port': '443' };
    const update = await advise(proxied, { ...kristine, bulletinNumber: '12', issuedAt: '2025-10-23T05:00:00+08:00' });
    expect(update.reading.sender).toBe('acap.calabarzon.da.gov.ph');
    // The Update names the Alert as it was sent, sender and all.
    expect(update.references).toBe(`localhost:3000,${first.reading.identifier},${first.sent}`);
    const onAPort = { ...proxied, 'x-forwarded-proto': 'http', 'x-forwarded-port': '8080' };
    expect((await advise(onAPort, { ...kristine, bulletinNumber: '13', issuedAt: '2025-10-23T11:00:00+08:00' })).reading.sender).toBe(
      'acap.calabarzon.da.gov.ph:8080',
    );
  });
});
