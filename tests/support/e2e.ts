import { expect, inject } from 'vitest';
import type { Browser } from 'playwright-core';
import { CHECK_CODES } from '@/modules/bulletins/rules/review-checks';

/**
 * The portal of this test file's worker (tests/e2e/global-setup.ts starts one per worker): vitest
 * numbers the workers that run at once from 1 (`VITEST_POOL_ID`), so files running side by side never
 * share a portal.
 */
export function workerPortal() {
  const portals = inject('portals');
  const poolId = Number(process.env.VITEST_POOL_ID ?? '1');
  const portal = portals[poolId - 1];
  if (!portal) throw new Error(`No shared portal for worker ${poolId}: the global set-up started ${portals.length}.`);
  return portal;
}

/** The running portal of the browser tests and ways into it. */
export function e2ePortal(browser: () => Browser) {
  const { url, accounts } = workerPortal();
  const password = inject('password');

  /** A public page, in English at its bare address or with `locale: 'tl'` at its Tagalog one (`/tl/…`). */
  async function open(path: string, options: { locale?: 'tl'; javaScriptEnabled?: boolean; width?: number } = {}) {
    const context = await browser().newContext({
      viewport: { width: options.width ?? 1024, height: 900 },
      javaScriptEnabled: options.javaScriptEnabled ?? true,
    });
    const page = await context.newPage();
    const answer = await page.goto(`${url}${options.locale ? tagalogAddress(path) : path}`);
    return { context, page, status: answer?.status() };
  }

  /** A browser signed in through the login form. */
  async function staffPage(account: 'admin' | 'superadmin') {
    const context = await browser().newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${url}/admin/login`);
    await page.getByLabel('Email').fill(accounts[account]);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(`${url}/admin`);
    return { context, page };
  }

  /** API calls with a bearer token, as scripts and other clients make them. */
  async function api(account: 'admin' | 'superadmin') {
    const signIn = await fetch(`${url}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: url },
      body: JSON.stringify({ email: accounts[account], password }),
    });
    expect(signIn.status).toBe(200);
    const token = signIn.headers.get('set-auth-token');
    return (path: string, init: { method?: string; json?: unknown; body?: FormData } = {}) =>
      fetch(`${url}${path}`, {
        method: init.method ?? (init.json || init.body ? 'POST' : 'GET'),
        headers: { authorization: `Bearer ${token}`, ...(init.json ? { 'content-type': 'application/json' } : {}) },
        body: init.json ? JSON.stringify(init.json) : init.body,
      });
  }

  /**
   * Publishes drafts as the office does (a superadmin sends them to review and approves them), ticking
   * every warning: for tests of what the public sees of a bulletin, not of review itself.
   */
  async function publish(...ids: string[]) {
    const superadmin = await api('superadmin');
    const sent = await superadmin('/api/review/submit', { json: { ids } });
    expect(sent.status, await sent.clone().text()).toBe(200);
    const approved = await superadmin('/api/review/approve', { json: { ids, acknowledged: CHECK_CODES } });
    expect(approved.status, await approved.clone().text()).toBe(200);
  }

  return { url, accounts, password, open, staffPage, api, publish };
}

/** A page's Tagalog address: `/` → `/tl`, `/bulletins?x` → `/tl/bulletins?x`. */
export const tagalogAddress = (path: string) => (path === '/' || path.startsWith('/?') ? `/tl${path.slice(1)}` : `/tl${path}`);
