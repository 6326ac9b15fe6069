import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_PASSWORD } from '../support/constants';
import { startNginx, type RunningNginx } from '../support/nginx-edge';
import { signInTo, waitFor } from '../support/portal-client';
import { createPortalStore, prepareStore, startPortal, type PortalStore, type RunningPortal } from '../support/portal-server';
import type { TestAccounts } from '../support/portal-server';

/** A request to nginx from one loopback address, as a reader at that address would make it. */
function from(
  address: string,
  url: string,
  init: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<{ status: number; headers: http.IncomingHttpHeaders; text: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method: init.method ?? 'GET', headers: init.headers, localAddress: address, agent: false }, (answer) => {
      let text = '';
      answer.setEncoding('utf8');
      answer.on('data', (chunk: string) => (text += chunk));
      answer.on('end', () => resolve({ status: answer.statusCode ?? 0, headers: answer.headers, text }));
    });
    request.on('error', reject);
    request.end(init.body);
  });
}

describe('the portal behind nginx (deploy/nginx)', () => {
  let store: PortalStore;
  let portal: RunningPortal;
  let nginx: RunningNginx;
  let accounts: TestAccounts;

  beforeAll(async () => {
    store = await createPortalStore();
    accounts = prepareStore(store, TEST_PASSWORD);
    portal = await startPortal(store, { ACAP_TRUSTED_PROXIES: '127.0.0.1' });
    nginx = await startNginx(portal.port);
  });
  afterAll(async () => {
    await nginx?.stop();
    await portal?.stop();
    await store?.dispose();
  });

  it('is a configuration Debian’s nginx accepts', () => {
    expect(nginx.checked).toContain('test is successful');
  });

  it('serves a public page from its cache on the second request, compressed, for at most 60 s', async () => {
    // The same request twice: answers vary by Accept-Encoding (and the router's headers), as Next says.
    const headers = { 'accept-encoding': 'gzip' };
    const first = await fetch(`${nginx.url}/privacy`, { headers });
    await first.text();
    const second = await fetch(`${nginx.url}/privacy`, { headers });
    expect(await second.text()).toContain('<h1');
    expect(second.headers.get('x-cache-status')).toBe('HIT');
    expect(second.headers.get('cache-control')).toBe('s-maxage=50, stale-while-revalidate=10');
    expect(second.headers.get('content-encoding')).toBe('gzip');
    expect(second.headers.get('etag')).toBeTruthy();
  });

  it('never serves staff pages, signed-in requests or sign-in from its cache', async () => {
    for (let round = 0; round < 2; round += 1) {
      const login = await fetch(`${nginx.url}/admin/login`);
      await login.text();
      expect(login.headers.get('x-cache-status')).toBeNull();
      expect(login.headers.get('cache-control')).toMatch(/no-store/);
    }
    const session = await signInTo(portal.url, accounts.admin, TEST_PASSWORD);
    const signedIn = await fetch(`${nginx.url}/privacy`, { headers: { cookie: session.cookie } });
    await signedIn.text();
    expect(signedIn.headers.get('x-cache-status')).toBe('BYPASS');
    const bearer = await session.call(nginx.url, '/api/v1/places');
    await bearer.text();
    expect(bearer.headers.get('x-cache-status')).toBe('BYPASS');
  });

  it('passes the reader’s address, so sign-in waits count per reader and not for everyone behind it', async () => {
    const attempt = (address: string) =>
      from(address, `${nginx.url}/api/auth/sign-in/email`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: portal.url },
        body: JSON.stringify({ email: 'nobody@example.ph', password: 'not-the-password' }),
      });
    const statuses: number[] = [];
    for (let tries = 0; tries < 6; tries += 1) statuses.push((await attempt('127.0.0.2')).status);
    expect(statuses.at(-1)).toBe(429);
    expect((await attempt('127.0.0.4')).status).toBe(401);
  });

  it.each([
    { what: '"Use my location"', path: '/search/near?lat=14.21&lon=121.16', address: '127.0.0.5', answered: 303, burst: 10 },
    { what: 'link-preview pictures', path: '/previews/en/page/bulletins.png', address: '127.0.0.6', answered: 200, burst: 20 },
  ])('limits a burst of $what from one address with 429, while cached pages still answer it', async ({ path, address, answered, burst }) => {
    const page = () => from(address, `${nginx.url}/privacy`);
    await page();
    const statuses: number[] = [];
    // Sent one after another, faster than the zone's 2 a second: the burst passes, then the limit answers.
    for (let sent = 0; sent < burst + 30; sent += 1) statuses.push((await from(address, `${nginx.url}${path}`)).status);
    expect(statuses.slice(0, burst + 1)).toEqual(Array.from({ length: burst + 1 }, () => answered));
    expect(statuses.slice(burst + 1)).toContain(429);
    expect(statuses.filter((status) => status !== answered && status !== 429)).toEqual([]);
    const cached = await page();
    expect(cached.status).toBe(200);
    expect(cached.headers['x-cache-status']).toBe('HIT');
    // Counted per address: another reader is not held back.
    expect((await from('127.0.0.7', `${nginx.url}${path}`)).status).toBe(answered);
  });

  it('shows a new cyclone advisory’s banner through the cache within 60 s', { timeout: 120_000 }, async () => {
    for (let round = 0; round < 2; round += 1) await (await fetch(`${nginx.url}/`)).text();
    const admin = await signInTo(portal.url, accounts.admin, TEST_PASSWORD);
    const raised = await admin.call(portal.url, '/api/weather/special', {
      json: {
        activeCyclone: true,
        name: 'RAMON',
        bulletinNumber: '8',
        issuedAt: new Date().toISOString(),
        signals: [{ province: 'Laguna', signal: 'signal_number_2' }],
      },
    });
    expect(raised.status, await raised.clone().text()).toBe(201);
    const ms = await waitFor(async () => (await (await fetch(`${nginx.url}/`)).text()).includes('RAMON'), 65_000, 'the cyclone banner through nginx');
    console.log(`nginx: the new cyclone banner showed ${(ms / 1000).toFixed(1)} s after the advisory was saved`);
  });
});
