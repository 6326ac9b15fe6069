import { randomUUID } from 'node:crypto';
import type { BrowserContext } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserForThisFile } from '../support/browser';
import { e2ePortal } from '../support/e2e';

const browser = browserForThisFile();
const { url, accounts, password, open, staffPage, api } = e2ePortal(browser);

const SITE_SCRIPTS = "script-src 'self' 'unsafe-inline'";
const API_POLICY = "default-src 'none'; frame-ancestors 'none'";

/** Every policy violation the browser reports in the pages of this context. */
async function collectViolations(context: BrowserContext): Promise<string[]> {
  const violations: string[] = [];
  await context.exposeFunction('reportViolation', (text: string) => violations.push(text));
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { reportViolation: (text: string) => void }).reportViolation(
        `${event.violatedDirective} ${event.blockedURI} on ${location.pathname}`,
      );
    });
  });
  return violations;
}

/** A browser-style cookie session: what the sign-in form leaves in the browser. */
async function cookieOf(account: 'admin' | 'superadmin'): Promise<string> {
  const answer = await fetch(`${url}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url },
    body: JSON.stringify({ email: accounts[account], password }),
  });
  expect(answer.status).toBe(200);
  return answer.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0]!)
    .join('; ');
}

describe('security headers', () => {
  it('go with every public page: a fixed policy without eval, no framing, no sniffing, HSTS', async () => {
    for (const path of ['/', '/weather-services', '/cropping-calendar-v2', '/bulletins', '/no-such-page']) {
      const answer = await fetch(`${url}${path}`);
      const policy = answer.headers.get('content-security-policy') ?? '';
      expect(policy, path).toContain(SITE_SCRIPTS);
      expect(policy, path).toContain("frame-ancestors 'none'");
      expect(policy, path).toContain("object-src 'self'");
      expect(policy, path).not.toContain('unsafe-eval');
      expect(answer.headers.get('referrer-policy'), path).toBe('strict-origin-when-cross-origin');
      expect(answer.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(answer.headers.get('x-frame-options'), path).toBe('DENY');
      // The test server runs with NODE_ENV=production, as a deployment does.
      expect(answer.headers.get('strict-transport-security'), path).toBe('max-age=31536000');
    }
  });

  it('give the staff pages a fresh nonce on every request, carried by every script', async () => {
    const nonces = new Set<string>();
    // `/en/admin/login` now redirects to `/admin/login` (decision 055); `/tl/admin/login` is the Tagalog one.
    for (const path of ['/admin/login', '/admin/login', '/tl/admin/login', '/ADMIN']) {
      const answer = await fetch(`${url}${path}`, { redirect: 'manual' });
      const policy = answer.headers.get('content-security-policy') ?? '';
      const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
      expect(nonce, path).toBeTruthy();
      expect(policy, path).toContain("'strict-dynamic'");
      expect(policy, path).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline/);
      nonces.add(nonce!);
      if (answer.status !== 200) continue;
      const scripts = [...(await answer.text()).matchAll(/<script\b[^>]*>/g)].map((match) => match[0]);
      expect(scripts.length, path).toBeGreaterThan(0);
      for (const script of scripts) expect(script, path).toContain(`nonce="${nonce}"`);
    }
    expect(nonces.size).toBe(4);
  });

  it('give API answers, errors included, a policy that loads nothing', async () => {
    for (const [path, status] of [
      ['/api/constants/region', 200],
      ['/api/reports', 401],
      ['/api/nothing-here', 404],
    ] as const) {
      const answer = await fetch(`${url}${path}`);
      expect(answer.status, path).toBe(status);
      expect(answer.headers.get('content-security-policy'), path).toBe(API_POLICY);
      expect(answer.headers.get('x-content-type-options'), path).toBe('nosniff');
      // Unknown API addresses answer like every other API error, not with the HTML 404 page.
      expect(answer.headers.get('content-type'), path).toMatch(/^application\/json/);
    }
    const unknown = (await (await fetch(`${url}/api/nothing-here`, { method: 'POST' })).json()) as { error: { code: string; message: string } };
    expect(unknown.error).toMatchObject({ code: 'NOT_FOUND', message: expect.stringContaining('/api/nothing-here') });
  });

  it('let only our own pages frame a map document', async () => {
    const answer = await fetch(`${url}/maps/en/ten-day/${randomUUID()}/region`);
    expect(answer.headers.get('content-security-policy')).toBe("default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'self'");
    expect(answer.headers.get('x-frame-options')).toBe('SAMEORIGIN');
  });
});

describe('pages under their policies', () => {
  it('run the public pages without a single violation, hydrated and switching language', async () => {
    const { context, page } = await open('/');
    const violations = await collectViolations(context);
    for (const path of ['/', '/weather-services', '/cropping-calendar-v2', '/bulletins']) await page.goto(`${url}${path}`, { waitUntil: 'networkidle' });
    await page.getByRole('link', { name: 'Basahin sa Tagalog' }).click();
    await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('tl');
    await page.getByRole('link', { name: 'Read in English' }).click();
    await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('en');
    expect(violations).toEqual([]);
    await context.close();
  });

  it('run the staff pages without a violation, and refuse a script injected into one', async () => {
    const { context, page } = await staffPage('admin');
    const violations = await collectViolations(context);
    for (const path of ['/admin', '/admin/weather/ten-day', '/admin/calendar', '/admin/recommendations']) {
      await page.goto(`${url}${path}`, { waitUntil: 'networkidle' });
    }
    // Hydrated: the account link of a cached public page turns to "Admin" only in the browser.
    await page.goto(`${url}/bulletins`, { waitUntil: 'networkidle' });
    await expect.poll(() => page.locator('header nav').first().locator('a[href="/admin"]').count()).toBeGreaterThan(0);
    // Hydrated: the dashboard's radios are React state.
    await page.goto(`${url}/admin`, { waitUntil: 'networkidle' });
    await page.getByRole('radio', { name: '10-day' }).check();
    await expect.poll(() => page.getByRole('heading', { name: 'New 10-day bulletin' }).count()).toBe(1);
    expect(violations).toEqual([]);

    const ran = await page.evaluate(async () => {
      document.body.insertAdjacentHTML('beforeend', '<img src="/no-such-image.png" onerror="window.__injected = true">');
      await new Promise((resolve) => setTimeout(resolve, 500));
      return (window as unknown as { __injected?: boolean }).__injected ?? false;
    });
    expect(ran).toBe(false);
    await expect.poll(() => violations.some((violation) => violation.startsWith('script-src-attr'))).toBe(true);
    await context.close();
  });
});

describe('cookie-authenticated writes on the running portal (CSRF)', () => {
  it('are refused from another site and pass from the portal itself', async () => {
    const cookie = await cookieOf('superadmin');
    // An issuance that does not exist: a write that passes the origin check answers 404 and changes nothing.
    const remove = (headers: Record<string, string>) =>
      fetch(`${url}/api/weather/issuances/${randomUUID()}`, { method: 'DELETE', headers: { cookie, ...headers } });
    const foreign = await remove({ origin: 'https://evil.example' });
    expect(foreign.status).toBe(403);
    expect(((await foreign.json()) as { error: { message: string } }).error.message).toMatch(
      /^This request came from another site \(https:\/\/evil\.example\) and was refused\./,
    );
    expect((await remove({})).status).toBe(403);
    expect((await remove({ origin: url })).status).toBe(404);
  });

  it('need no origin with a bearer token', async () => {
    const call = await api('superadmin');
    expect((await call(`/api/weather/issuances/${randomUUID()}`, { method: 'DELETE' })).status).toBe(404);
  });
});

describe('request limits on the running portal', () => {
  it('refuse a JSON body over 1 MB by its declared length, with a message', async () => {
    const call = await api('admin');
    const answer = await call('/api/recommendations', { json: { practice: 'x'.repeat(2 * 1024 * 1024) } });
    expect(answer.status).toBe(413);
    const body = (await answer.json()) as { error: { message: string } };
    expect(body.error.message).toBe('The request body is larger than 1 MB and was refused.');
    expect(JSON.stringify(body)).not.toMatch(/\bat \S+:\d+|node_modules/);
  });
});

describe('addresses the router cannot read', () => {
  // Every dynamic segment of the portal with a broken encoding, a lone % and a NUL.
  const PATHS = [
    '/api/v1/places/%ZZ',
    '/api/v1/places/%ZZ/outlooks',
    '/api/users/%ZZ',
    '/api/users/%ZZ/password',
    '/api/recommendations/%ZZ',
    '/api/profile/sessions/%ZZ',
    '/api/weather/issuances/%ZZ',
    '/api/crops/%ZZ/stages',
    '/bulletins/%ZZ.pdf',
    '/bulletins/%ZZ',
    '/maps/en/ten-day/%ZZ/region',
    '/weather-services/%ZZ',
    '/cropping-calendar-v2/ten-day/%ZZ',
    '/admin/users/%ZZ',
    '/admin/recommendations/%ZZ',
    '/%ZZ',
    '/weather-services/ten-day/%',
    '/weather-services/%00',
    '/api/v1/places/%C3%28',
  ];

  it('answer 400 naming the problem, JSON under /api, never a 500', async () => {
    for (const path of PATHS) {
      const answer = await fetch(`${url}${path}`);
      expect(answer.status, path).toBe(400);
      const text = await answer.text();
      if (path.startsWith('/api/')) expect(JSON.parse(text).error.message, path).toMatch(/percent-encoding|control character/);
      else expect(text, path).toMatch(/percent-encoding|control character/);
    }
    // A well-encoded address still reaches its page.
    expect((await fetch(`${url}/weather-services/ten-day/laguna/city-of-bi%C3%B1an`)).status).not.toBe(400);
  });
});
