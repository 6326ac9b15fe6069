import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDateRange } from '@/platform/format/manila-time';
import { parse as parseCsv } from 'csv-parse/sync';
import { browserForThisFile, expectNoAxeViolations } from '../support/browser';
import { e2ePortal } from '../support/e2e';
import { loadTenDayOutlook, manilaDays, putTenDayCalendar, removeBulletinsAndOutlooks } from '../support/e2e-outlooks';

const browser = browserForThisFile();
const { url, open, staffPage, api, publish } = e2ePortal(browser);
const BAY = '0403402000';
const LOS_BANOS = '0403411000';
const LAGUNA = '0403400000';
// A 10-day outlook that began three days ago (still current, so review lets its bulletin through):
// published today, Bay's bulletin is a day past the two allowed.
const DAYS = manilaDays(-3);
const MONTH = DAYS[0]!.slice(0, 7);
const OUTLOOK_HEADING = `10-day outlook: ${formatDateRange(DAYS[0]!, DAYS.at(-1)!, 'en')}`;

// Earlier files leave records that are never erased (cyclone advisories sent as alerts, withdrawn
// bulletins): the page is read filtered to 10-day outlooks, and the month's figures as a change.
let baseline: string[];
const summaryOf = async (admin: Awaited<ReturnType<typeof api>>) =>
  parseCsv(await (await admin(`/api/timeliness/summary?month=${MONTH}&province=${LAGUNA}`)).text())[1]!;

beforeAll(async () => {
  const admin = await api('admin');
  baseline = await summaryOf(admin);
  await putTenDayCalendar(admin, { province: 'Laguna', municipality: 'Bay', crop: 'rice', slots: Array(24).fill('veg') });
  await loadTenDayOutlook(admin, { places: [BAY, LOS_BANOS], days: DAYS });
  const made = await admin('/api/reports/tenday/crops', {
    json: { region: 'calabarzon', province: 'Laguna', municipality: 'Bay', crop: 'rice', language: 'en', operation: 'create' },
  });
  expect(made.status, await made.clone().text()).toBe(201);
  await publish(((await made.json()) as { id: string }).id);
});

afterAll(() => removeBulletinsAndOutlooks(api));

describe('the timeliness page', () => {
  it('is for staff: anyone else is sent to sign in', async () => {
    const { context, page } = await open('/admin/timeliness');
    expect(page.url()).toBe(`${url}/admin/login?next=%2Fadmin%2Ftimeliness`);
    await context.close();
  });

  it('lists the outlook with its late bulletin in words and the place without one, passing axe', async () => {
    const { context, page } = await staffPage('admin');
    expect((await page.goto(`${url}/admin/timeliness?type=ten_day`))?.status()).toBe(200);
    const nav = page.getByRole('navigation', { name: 'Staff area' });
    expect(await nav.getByRole('link', { name: 'Timeliness', exact: true }).getAttribute('aria-current')).toBe('page');
    const outlook = page.getByRole('region', { name: OUTLOOK_HEADING });
    expect(await outlook.getByRole('heading', { level: 2 }).innerText()).toBe(OUTLOOK_HEADING);
    const row = outlook.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Bay' }) });
    expect(await row.count()).toBe(1);
    const cells = await row.innerText();
    expect(cells).toContain('Late');
    expect(cells).toContain('3 days');
    expect(cells).toMatch(/\d{2}:\d{2} PHT/);
    expect(await outlook.innerText()).toMatch(/No bulletin published yet \(1 place\)\s+Laguna: Los Baños/);
    await expectNoAxeViolations(page);
    await context.close();
  });

  it('fits a 375 px phone: the table scrolls inside its box, not the page', async () => {
    const { context, page } = await staffPage('admin');
    await page.setViewportSize({ width: 375, height: 800 });
    expect((await page.goto(`${url}/admin/timeliness?type=ten_day`))?.status()).toBe(200);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    const table = page.getByRole('region', { name: /^Bulletins published for the 10-day outlook/ });
    expect(await table.evaluate((box) => box.scrollWidth > box.clientWidth)).toBe(true);
    await context.close();
  });

  it('downloads the monthly summary of a province as CSV from its plain form', async () => {
    const { context, page } = await staffPage('admin');
    await page.goto(`${url}/admin/timeliness`);
    const form = page.getByRole('form', { name: 'Download the monthly summary' });
    await form.getByLabel('Month').fill(MONTH);
    await form.getByLabel('Province').selectOption(LAGUNA);
    const [download] = await Promise.all([page.waitForEvent('download'), form.getByRole('button', { name: 'Download monthly summary (CSV)' }).click()]);
    expect(download.suggestedFilename()).toBe(`acap-timeliness-${MONTH}-laguna.csv`);
    const rows = parseCsv(fs.readFileSync(await download.path(), 'utf8'));
    expect(rows[0]).toContain('late (more than 2 days)');
    // This file's outlook adds one outlook, one bulletin (late, by 3 days) and one place without a bulletin.
    const [row] = rows.slice(1);
    const added = (column: number) => Number(row![column]) - Number(baseline[column]);
    expect(row!.slice(0, 3)).toEqual([MONTH, LAGUNA, 'Laguna']);
    expect([3, 4, 5, 6, 8].map(added)).toEqual([1, 1, 0, 1, 1]);
    await context.close();
  });
});
