import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { browserForThisFile, expectNoAxeViolations } from '../support/browser';
import { e2ePortal } from '../support/e2e';

const browser = browserForThisFile();
const { url, open, staffPage, api } = e2ePortal(browser);
const NEW_PASSWORD = 'a-password-chosen-by-me';

const STAFF_SCREENS = [
  ['Dashboard', '/admin'],
  ['Weather data', '/admin/weather'],
  ['10-day', '/admin/weather/ten-day'],
  ['Seasonal', '/admin/weather/seasonal'],
  ['Special', '/admin/weather/special'],
  ['Common data', '/admin/weather/common'],
  ['Boundaries', '/admin/weather/boundaries'],
  ['Calendars', '/admin/calendar'],
  ['Recommendations', '/admin/recommendations'],
  ['SMS phonebook', '/admin/sms'],
  ['Users', '/admin/users'],
  ['Audit trail', '/admin/audit'],
  ['Profile', '/admin/profile'],
] as const;

/** A throw-away account made through the API, so the shared test accounts are never changed. */
async function newAccount(level: 1 | 2) {
  const superadmin = await api('superadmin');
  const email = `e2e-${randomUUID().slice(0, 8)}@da.gov.ph`;
  const answer = await superadmin('/api/users', { json: { email, name: `Person ${email.slice(4, 12)}`, accountLevel: level, password: NEW_PASSWORD } });
  expect(answer.status).toBe(201);
  return { email, id: ((await answer.json()) as { user: { id: string } }).user.id };
}

async function signInBrowser(email: string, password: string) {
  const context = await browser().newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto(`${url}/admin/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(`${url}/admin`);
  return { context, page };
}

describe('the staff area', () => {
  it('leads a superadmin to every staff screen from one navigation', async () => {
    const { context, page } = await staffPage('superadmin');
    const nav = page.getByRole('navigation', { name: 'Staff area' });
    for (const [label, path] of STAFF_SCREENS) {
      expect(await nav.getByRole('link', { name: label, exact: true }).getAttribute('href'), label).toBe(path);
    }
    await context.close();
  });

  // Two halves, each well inside the time a test may take on a slow machine.
  it.each([STAFF_SCREENS.slice(0, 6), STAFF_SCREENS.slice(6)])('shows each staff screen in the admin layout, passing axe (%#)', async (...screens) => {
    const { context, page } = await staffPage('superadmin');
    for (const [label, path] of screens) {
      const answer = await page.goto(`${url}${path}`);
      expect(answer?.status(), path).toBe(200);
      expect(
        await page.getByRole('navigation', { name: 'Staff area' }).getByRole('link', { name: label, exact: true }).getAttribute('aria-current'),
        path,
      ).toBe('page');
      expect(await page.locator('footer').count(), path).toBe(0);
      await expectNoAxeViolations(page);
    }
    await context.close();
  });

  it('shows admins no user or audit screens, and those addresses do not exist for them', async () => {
    const { context, page } = await staffPage('admin');
    const nav = page.getByRole('navigation', { name: 'Staff area' });
    expect(await nav.getByRole('link', { name: 'Users' }).count()).toBe(0);
    expect(await nav.getByRole('link', { name: 'Audit trail' }).count()).toBe(0);
    expect(await nav.getByRole('link', { name: 'Profile' }).count()).toBe(1);
    for (const path of ['/admin/users', '/admin/audit']) expect((await page.goto(`${url}${path}`))?.status(), path).toBe(404);
    const call = await page.evaluate(async () => (await fetch('/api/users')).status);
    expect(call).toBe(403);
    await context.close();
  });

  it('creates an account with a one-time link; the person sets a password with it, once, and signs in', async () => {
    const { context, page } = await staffPage('superadmin');
    await page.goto(`${url}/admin/users`);
    const email = `e2e-link-${randomUUID().slice(0, 8)}@da.gov.ph`;
    const form = page.getByRole('form', { name: 'New account' });
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Name').fill('Lorna Dizon');
    await form.getByRole('button', { name: 'Create account' }).click();
    const link = await page.getByLabel('Link', { exact: true }).inputValue();
    expect(link).toMatch(/\/admin\/set-password#token=/);
    await expectNoAxeViolations(page);
    await page.reload();
    expect(await page.getByRole('link', { name: 'Lorna Dizon' }).count()).toBe(1);
    expect(await page.getByText(link).count()).toBe(0);

    const person = await browser().newContext({ viewport: { width: 375, height: 800 } });
    const tab = await person.newPage();
    await tab.goto(link.replace(/^http:\/\/localhost:\d+/, url));
    await tab.locator('input[name="password"]').fill(NEW_PASSWORD);
    await tab.locator('input[name="confirm"]').fill('something-else-entirely');
    await tab.getByRole('button', { name: 'Set password' }).click();
    await tab.getByRole('alert').filter({ hasText: 'The two passwords are not the same.' }).waitFor();
    await tab.locator('input[name="confirm"]').fill(NEW_PASSWORD);
    await tab.getByRole('button', { name: 'Set password' }).click();
    await tab.getByRole('status').filter({ hasText: 'Sign in with it now' }).waitFor();
    expect(new URL(tab.url()).hash).toBe('');
    await expectNoAxeViolations(tab);
    // Only the fragment would differ: leave first, or the browser would not load the page again.
    await tab.goto('about:blank');
    await tab.goto(link.replace(/^http:\/\/localhost:\d+/, url));
    await tab.locator('input[name="password"]').fill('yet-another-password');
    await tab.locator('input[name="confirm"]').fill('yet-another-password');
    await tab.getByRole('button', { name: 'Set password' }).click();
    await tab.getByRole('alert').filter({ hasText: 'This set-password link is not valid any more' }).first().waitFor();
    await person.close();

    const signedIn = await signInBrowser(email, NEW_PASSWORD);
    await signedIn.context.close();
    await context.close();
  });

  it('changes a level, disables an account (its open session ends at once), and deletes after confirming', async () => {
    const target = await newAccount(2);
    const theirs = await signInBrowser(target.email, NEW_PASSWORD);
    const { context, page } = await staffPage('superadmin');
    await page.goto(`${url}/admin/users/${target.id}`);
    await page.getByLabel('Level', { exact: true }).selectOption('1');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByRole('definition').filter({ hasText: 'Superadmin' }).waitFor();

    await page.getByRole('button', { name: 'Disable account' }).click();
    await page.getByRole('button', { name: 'Enable account' }).waitFor();
    await theirs.page.goto(`${url}/admin`);
    await theirs.page.waitForURL(/\/admin\/login/);
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: `Delete ${target.email}` }).click();
    expect(await page.getByRole('alertdialog').getByRole('heading').innerText()).toBe('Delete this account?');
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await page.waitForURL(`${url}/admin/users`);
    expect(await page.getByText(target.email).count()).toBe(0);
    await theirs.context.close();
    await context.close();
  });

  it('lets a superadmin filter the audit trail and download it as CSV', async () => {
    await newAccount(2);
    const { context, page } = await staffPage('superadmin');
    await page.goto(`${url}/admin/audit`);
    await page.getByLabel('Action').selectOption('user.create');
    await page.getByRole('button', { name: 'Filter' }).click();
    await page.waitForURL(/action=user\.create/);
    const actions = await page.getByRole('table').locator('tbody tr td:nth-child(3)').allInnerTexts();
    expect(actions.length).toBeGreaterThan(0);
    expect(new Set(actions)).toEqual(new Set(['user.create']));
    await expectNoAxeViolations(page);
    const href = await page.getByRole('link', { name: 'Download these entries as CSV' }).getAttribute('href');
    expect(href).toBe('/api/audit?action=user.create&format=csv');
    const csv = await page.evaluate(async (path) => (await fetch(path)).text(), href!);
    expect(csv.split('\r\n')[0]).toBe('when,who,action,target,what changed,summary_json');
    await page.goto(`${url}/admin/audit?from=yesterday`);
    await page.getByRole('alert').filter({ hasText: 'from: must be a date as YYYY-MM-DD' }).waitFor();
    await context.close();
  });

  it('lets staff rename themselves, change their password with the current one, and see and end their sessions', async () => {
    const me = await newAccount(2);
    const elsewhere = await signInBrowser(me.email, NEW_PASSWORD);
    const { context, page } = await signInBrowser(me.email, NEW_PASSWORD);
    await page.goto(`${url}/admin/profile`);
    await expectNoAxeViolations(page);
    const sessions = page.getByRole('table');
    expect(await sessions.locator('tbody tr').count()).toBe(2);
    expect(await sessions.getByText('(this session)').count()).toBe(1);

    await page.getByRole('textbox', { name: /^Name/ }).fill('Rosario Valdez');
    await page.getByRole('button', { name: 'Save name' }).click();
    // The save must have answered before the reload, or the reload races it (seen on PostgreSQL).
    await page.getByText('Your name was saved.').first().waitFor();
    await page.reload();
    expect(await page.getByRole('textbox', { name: /^Name/ }).inputValue()).toBe('Rosario Valdez');

    await page.getByLabel('Current password').fill('not-my-password-at-all');
    await page.getByLabel('New password').fill('a-newer-password-here');
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByRole('alert').filter({ hasText: 'the current password is not correct' }).first().waitFor();
    await page.getByLabel('Current password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByRole('status').filter({ hasText: 'Your password was changed.' }).first().waitFor();
    await elsewhere.page.goto(`${url}/admin`);
    await elsewhere.page.waitForURL(/\/admin\/login/);
    await page.reload();
    expect(await page.getByRole('table').locator('tbody tr').count()).toBe(1);
    await elsewhere.context.close();
    await context.close();
  });

  it('lays the set-password page out for a phone, and explains a link that lost its token', async () => {
    const { context, page, status } = await open('/admin/set-password', { width: 375 });
    expect(status).toBe(200);
    await page.getByRole('alert').filter({ hasText: 'needs the whole link' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await expectNoAxeViolations(page);
    await context.close();
  });

  it("keeps the farmers' phonebook: a list imported through the page, numbers masked, stopped with one button", async () => {
    const { context, page } = await staffPage('admin');
    await page.goto(`${url}/admin/sms`);
    const list =
      'phone,province,municipality,crop,language,consented_at,source,name\r\n09171230001,Laguna,Bay,rice,tl,2026-11-01,MAO Bay,Ana\r\n09171230002,Laguna,Bay,rice,en,2026-11-01,MAO Bay,\r\n';
    await page.locator('input[name="file"]').setInputFiles([{ name: 'bay.csv', mimeType: 'text/csv', buffer: Buffer.from(list) }]);
    await page.getByRole('button', { name: 'Upload' }).click();
    await expect.poll(() => page.getByRole('status').first().innerText(), { timeout: 15_000 }).toContain('bay.csv: 2 numbers added');
    await page.goto(`${url}/admin/sms?municipality=0403402000`);
    const table = page.getByRole('table', { name: /Numbers in the phonebook/ });
    expect(await table.innerText()).toContain('+63 917 ••• ••01');
    expect(await table.innerText()).not.toContain('09171230001');
    await expectNoAxeViolations(page);
    await table.getByRole('row').filter({ hasText: '••01' }).getByRole('button', { name: 'Stop texts' }).click();
    await expect.poll(async () => table.getByRole('row').filter({ hasText: '••01' }).innerText(), { timeout: 15_000 }).toContain('Stopped');
    // Admins cannot ask for full numbers: the page offers no such box.
    expect(await page.getByLabel(/Show numbers in full/).count()).toBe(0);
    await context.close();
  });
});
