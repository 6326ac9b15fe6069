import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse as parseCsv } from 'csv-parse/sync';
import { browserForThisFile, expectNoAxeViolations } from '../support/browser';
import { e2ePortal } from '../support/e2e';
import { loadTenDayOutlook, manilaDays, putTenDayCalendar, removeBulletinsAndOutlooks, waitForPage } from '../support/e2e-outlooks';

const browser = browserForThisFile();
const { url, open, staffPage, api, publish } = e2ePortal(browser);
const BAY = '0403402000';
// What a reader might paste: the script goes when the comment is cleaned, the rest stays as typed.
const COMMENT = '"><script>window.__xss = 1</script>Too late for our planting';
const SHOWN_TEXT = '">Too late for our planting';
const bulletinPaths: string[] = [];

/**
 * Rice tillering all year in Bay, a 10-day outlook from today, and its bulletin in English and in
 * Tagalog, published; removed again after. The portal counts one answer a day per bulletin from an
 * address: each test answers a bulletin of its own.
 */
beforeAll(async () => {
  const admin = await api('admin');
  await putTenDayCalendar(admin, { province: 'Laguna', municipality: 'Bay', crop: 'rice', slots: Array(24).fill('veg') });
  await loadTenDayOutlook(admin, { places: [BAY], days: manilaDays(0) });
  const ids: string[] = [];
  for (const language of ['en', 'tag']) {
    const made = await admin('/api/reports/tenday/crops', {
      json: { region: 'calabarzon', province: 'Laguna', municipality: 'Bay', crop: 'rice', language, operation: 'create' },
    });
    expect(made.status, await made.clone().text()).toBe(201);
    ids.push(((await made.json()) as { id: string }).id);
  }
  await publish(...ids);
  bulletinPaths.push(...ids.map((id) => `/bulletins/${id}`));
});

afterAll(() => removeBulletinsAndOutlooks(api));

describe('"Was this useful?" under a bulletin', () => {
  it('passes axe with its form, and takes No with a comment on a 375 px phone without script, thanking the reader', async () => {
    const path = bulletinPaths[0]!;
    const scripted = await open(path, { width: 375 });
    expect(await scripted.page.getByRole('group', { name: 'Was this useful?' }).count()).toBe(1);
    await expectNoAxeViolations(scripted.page);
    await scripted.context.close();

    const { context, page, status } = await open(path, { width: 375, javaScriptEnabled: false });
    expect(status).toBe(200);
    const form = page.getByRole('region', { name: 'Your feedback on this bulletin' });
    await form.getByRole('radio', { name: 'No' }).check();
    await form.getByLabel('Comment (optional)').fill(COMMENT);
    expect(await form.getByText('Please do not write names, phone numbers').count()).toBe(1);
    const [answer] = await Promise.all([
      page.waitForResponse((response) => response.request().method() === 'POST' && response.url().endsWith(`${path}/feedback`)),
      form.getByRole('button', { name: 'Send answer' }).click(),
    ]);
    expect(answer.status()).toBe(200);
    await page.waitForURL(`${url}${path}/feedback`);
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Thank you');
    expect(await page.locator('main').innerText()).toContain("The office's staff will read your comment before it is shown");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.getByRole('link', { name: 'Back to the bulletin' }).click();
    await page.waitForURL(`${url}${path}`);
    // Held until staff show it: the page has no readers' comments yet.
    expect(await page.getByTestId('feedback-comments').count()).toBe(0);
    await context.close();
  });

  it('speaks Tagalog on a Tagalog page, and its thank-you page passes axe', async () => {
    const { context, page } = await open(bulletinPaths[1]!, { locale: 'tl' });
    const form = page.getByRole('region', { name: 'Ang inyong puna sa abisong ito' });
    await form.getByRole('radio', { name: 'Oo' }).check();
    await Promise.all([page.waitForURL(`${url}/tl${bulletinPaths[1]}/feedback`), form.getByRole('button', { name: 'Ipadala ang sagot' }).click()]);
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Salamat');
    expect(await page.locator('html').getAttribute('lang')).toBe('tl');
    await expectNoAxeViolations(page);
    await context.close();
  });
});

describe('the staff feedback page', () => {
  it('counts the answers, passes axe, and lets a superadmin show the held comment, which the bulletin then shows as text', async () => {
    const { context, page } = await staffPage('superadmin');
    expect((await page.goto(`${url}/admin/feedback`))?.status()).toBe(200);
    expect(await page.getByTestId('feedback-total').innerText()).toBe('In all: 1 said yes, 1 said no, and 1 wrote a comment.');
    const held = page.getByTestId('feedback-held').getByRole('row').filter({ hasText: SHOWN_TEXT });
    expect(await held.count()).toBe(1);
    await expectNoAxeViolations(page);
    await held.getByRole('button', { name: /^Show the comment on ACAP-/ }).click();
    await page.getByTestId('feedback-shown').getByText(SHOWN_TEXT).waitFor();
    expect(await page.getByText('No comment is waiting.').count()).toBe(1);
    await expectNoAxeViolations(page);
    await context.close();

    const path = bulletinPaths[0]!;
    await waitForPage(url, path, 'What readers said');
    const reader = await open(path, { width: 375 });
    const comments = reader.page.getByTestId('feedback-comments');
    expect(await comments.getByRole('listitem').first().innerText()).toContain(SHOWN_TEXT);
    expect(await comments.locator('script, img, svg, iframe').count()).toBe(0);
    expect(await reader.page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
    await reader.context.close();
  });

  it('gives staff every answer as CSV', async () => {
    const csv = await (await api('admin'))('/api/feedback/export');
    expect(csv.status).toBe(200);
    const [header, ...rows] = parseCsv(await csv.text()).filter((row) => row.some(Boolean));
    expect(header).toContain('comment state');
    expect(rows.map((row) => [row[5], row[6], row[7], row[8]])).toEqual([
      ['en', 'no', SHOWN_TEXT, 'shown'],
      ['tag', 'yes', '', ''],
    ]);
  });
});
