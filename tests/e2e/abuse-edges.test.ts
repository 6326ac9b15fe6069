import { describe, expect, it } from 'vitest';
import { browserForThisFile } from '../support/browser';
import { e2ePortal } from '../support/e2e';

const browser = browserForThisFile();
const { url, api } = e2ePortal(browser);

/** A write that makes every public page stale, so the next read renders and caches it afresh. */
async function staleEveryPage() {
  const admin = await api('admin');
  const made = await admin('/api/recommendations', {
    json: { type: 'tenday', crop: 'corn', stage: 'vegleaf', farmOperation: 'Weeding', trigger: 'above_normal', practiceEn: 'Weed between rows.' },
  });
  expect(made.status).toBe(201);
  const { id } = ((await made.json()) as { recommendation: { id: number } }).recommendation;
  expect((await (await api('superadmin'))(`/api/recommendations/${id}`, { method: 'DELETE' })).status).toBe(200);
}

describe('a real server under an attacker’s habits', () => {
  it('counts sign-in failures by the socket, whatever X-Forwarded-For or our own header a client writes', async () => {
    const statuses: number[] = [];
    for (let attempt = 1; attempt <= 6; attempt += 1) {
      const answer = await fetch(`${url}/api/auth/sign-in/email`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          origin: url,
          'x-forwarded-for': `203.0.113.${attempt}`,
          'x-acap-socket-address': `198.51.100.${attempt}`,
        },
        body: JSON.stringify({ email: 'spoofer@example.ph', password: 'not-the-password' }),
      });
      statuses.push(answer.status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
  });

  it('never caches the query of the request that rendered a page for later visitors', async () => {
    const paths = ['/', '/weather-services', '/bulletins', '/privacy', '/cropping-calendar-v2'];
    await staleEveryPage();
    for (const path of paths) {
      const poisoned = await fetch(`${url}${path}?error=POISON93&next=%2F%2Fevil.example`);
      expect(poisoned.status, path).toBe(200);
      await poisoned.text();
    }
    // Stale pages are refilled in the background: give the refills a moment to land in the cache.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    for (const path of paths) {
      for (const headers of [{}, { rsc: '1' }] as Record<string, string>[]) {
        const later = await (await fetch(`${url}${path}`, { headers })).text();
        expect(later, `${path} ${JSON.stringify(headers)}`).not.toContain('POISON93');
        expect(later).not.toContain('evil.example');
      }
    }
  });
});
