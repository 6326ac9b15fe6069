import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { workerPortal } from '../support/e2e';
import { expectNoAxeViolations, browserForThisFile } from '../support/browser';

const { url, accounts } = workerPortal();
const password = inject('password');

// Links that open a new tab carry a hidden note for screen readers; compare the visible label.
const visibleLabels = (texts: string[]) => texts.map((text) => text.split('\n')[0]!.trim());

const browser = browserForThisFile();

async function newPage(width = 1024) {
  const context = await browser().newContext({ viewport: { width, height: 800 } });
  return { context, page: await context.newPage() };
}

async function fillSignIn(page: Page, email: string, secret: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(secret);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

async function signedInAs(email: string) {
  const { context, page } = await newPage();
  await page.goto(`${url}/admin/login`);
  await fillSignIn(page, email, password);
  await page.waitForURL(`${url}/admin`);
  return { context, page };
}

describe('staff sign-in', () => {
  it('sends an anonymous visitor of /admin to the sign-in page, and back after signing in', async () => {
    const { context, page } = await newPage();
    await page.goto(`${url}/admin`);
    expect(new URL(page.url()).pathname).toBe('/admin/login');
    expect(new URL(page.url()).searchParams.get('next')).toBe('/admin');
    await expectNoAxeViolations(page);
    await fillSignIn(page, accounts.superadmin, password);
    await page.waitForURL(`${url}/admin`);
    expect(await page.locator('h1').innerText()).toBe('Staff dashboard');
    expect(await page.locator('main').innerText()).toContain('Maria Santos (e2e-superadmin@example.ph), superadmin');
    await context.close();
  });

  it('stays on the portal after signing in, whatever address the link asks to return to', async () => {
    for (const next of ['%2F%09%2Fevil.example%2Fpwn', '/%0a/evil.example/pwn', '/.//evil.example', '//evil.example']) {
      const { context, page } = await newPage();
      await page.goto(`${url}/admin/login?next=${next}`);
      await fillSignIn(page, accounts.admin, password);
      await page.waitForURL((address) => address.pathname !== '/admin/login');
      expect(new URL(page.url()).host, next).toBe(new URL(url).host);
      await context.close();
    }
  });

  it('gives the admin area its own layout: no footer, navigation bar in the flow, and Admin in the menu', async () => {
    const { context, page } = await signedInAs(accounts.admin);
    expect(await page.locator('footer').count()).toBe(0);
    expect(await page.locator('header').evaluate((el) => getComputedStyle(el).position)).not.toBe('fixed');
    // The label is set once the page's script has read the session hint: wait for it, do not race it.
    await expect.poll(() => page.locator('header nav').first().locator('a').allInnerTexts().then(visibleLabels)).toContain('Admin');
    await expectNoAxeViolations(page);
    await page.goto(`${url}/bulletins`);
    // A cached public page learns of the session once its script runs: wait for it, do not race it.
    await expect.poll(() => page.locator('header nav').first().locator('a').allInnerTexts().then(visibleLabels)).toContain('Admin');
    await context.close();
  });

  it('signs out with a success toast', async () => {
    const { context, page } = await signedInAs(accounts.admin);
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL(`${url}/admin/login`);
    await expect.poll(() => page.locator('[data-kind="success"]').innerText()).toContain('You are signed out.');
    await page.goto(`${url}/admin`);
    expect(new URL(page.url()).pathname).toBe('/admin/login');
    await context.close();
  });

  it('shows the library message lower-cased for a wrong password', async () => {
    const { context, page } = await newPage();
    await page.goto(`${url}/admin/login`);
    await fillSignIn(page, accounts.admin, 'not-the-right-password');
    await expect.poll(() => page.getByTestId('sign-in-error').innerText()).toBe('invalid email or password');
    await expectNoAxeViolations(page);
    await context.close();
  });

  it('shows the exact claims message to a user without a level, who stays signed out', async () => {
    const { context, page } = await newPage();
    await page.goto(`${url}/admin/login`);
    await fillSignIn(page, accounts.none, password);
    await expect.poll(() => page.getByTestId('sign-in-error').innerText()).toBe('Not a ACAP user. Missing custom claims.');
    await page.goto(`${url}/admin`);
    expect(new URL(page.url()).pathname).toBe('/admin/login');
    await context.close();
  });

  it('requires an email and a password before sending anything', async () => {
    const { context, page } = await newPage(375);
    await page.goto(`${url}/admin/login`);
    let requests = 0;
    page.on('request', (request) => {
      if (request.url().includes('/api/auth/')) requests += 1;
    });
    await page.getByRole('button', { name: 'Sign in' }).click();
    expect(await page.locator('#email-error').innerText()).toBe('email is required');
    expect(await page.locator('#password-error').innerText()).toBe('password is required');
    expect(requests).toBe(0);
    await expectNoAxeViolations(page);
    await context.close();
  });
});
