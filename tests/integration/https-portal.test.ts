import { describe, expect, it } from 'vitest';
import { PUT as putCalendar } from '@/app/api/calendar/route';
import { POST as postSpecial } from '@/app/api/weather/special/route';
import { GET as capAlertRoute } from '@/app/feeds/cap/[alert]/route';
import { readCapAlert } from '@/modules/exchange/rules/feeds/read-cap-alert';
import { atRoute } from '../support/route-context';
import { handleAuthRequest } from '@/modules/staff/routes/handle-auth-request';
import { databaseWithCallers } from '../support/callers';
import { createTestUser, TEST_PASSWORD } from '../support/factories';
import { signInRequest } from '../support/sign-in';
import { portalDb } from '../support/test-database';

// Read once by getEnv, which this file's worker has not called yet.
const PORTAL = 'https://acap.example.ph';
process.env.ACAP_BASE_URL = PORTAL;
const callers = databaseWithCallers();

const grid = { province: 'Laguna', crop: 'rice', mode: 'ten_day', rows: [{ municipality: 'Bay', slots: Array(24).fill('veg') }] };

describe('a portal served over HTTPS (ACAP_BASE_URL https://…)', () => {
  it('marks every cookie it sets Secure, and takes only its own origin', async () => {
    const staff = await createTestUser('admin');
    const answer = await handleAuthRequest(await portalDb(), signInRequest({ email: staff.email, password: TEST_PASSWORD }, { origin: PORTAL }));
    expect(answer.status).toBe(200);
    const cookies = answer.headers.getSetCookie();
    expect(cookies.length).toBeGreaterThanOrEqual(2);
    for (const cookie of cookies) expect(cookie, cookie.split('=')[0]).toMatch(/;\s*Secure/i);
    const cookie = cookies.map((line) => line.split(';')[0]!).join('; ');

    const put = (origin: string) =>
      putCalendar(
        new Request(`${PORTAL}/api/calendar`, { method: 'PUT', headers: { 'content-type': 'application/json', cookie, origin }, body: JSON.stringify(grid) }),
      );
    expect((await put(PORTAL)).status).toBe(200);
    for (const other of ['http://acap.example.ph', 'https://acap.example.ph:8443', 'http://localhost:3000', 'https://evil@acap.example.ph']) {
      expect((await put(other)).status, other).toBe(403);
    }
  });

  it('sends CAP alerts from its public host, whatever host a request was addressed to', async () => {
    const answer = await postSpecial(
      new Request('http://localhost:3000/api/weather/special', {
        method: 'POST',
        headers: { ...callers.admin, host: 'localhost:3000', 'content-type': 'application/json' },
        body: JSON.stringify({
          activeCyclone: true,
          name: 'Kristine',
          bulletinNumber: '11',
          issuedAt: '2025-10-22T23:00:00+08:00',
          signals: [{ province: 'Laguna', signal: 'signal_number_2' }],
        }),
      }),
    );
    expect(answer.status, await answer.clone().text()).toBe(201);
    const { issuanceId } = (await answer.json()) as { issuanceId: string };
    const alert = await atRoute('/feeds/cap/[alert]', capAlertRoute)(new Request(`http://localhost:3000/feeds/cap/${issuanceId}.xml`));
    expect(readCapAlert(Buffer.from(await alert.text())).sender).toBe('acap.example.ph');
  });
});
