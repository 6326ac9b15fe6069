import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatWeekday } from '@/platform/format/manila-time';
import { browserForThisFile, expectNoAxeViolations } from '../support/browser';
import { e2ePortal } from '../support/e2e';
import { loadTenDayOutlook, putTenDayCalendar, removeBulletinsAndOutlooks } from '../support/e2e-outlooks';

const browser = browserForThisFile();
const { open, api, publish } = e2ePortal(browser);
const BAY = '0403402000';
let htmlUrl = '';
let firstDay = '';

/**
 * Rice tillering all year in Bay and a 10-day outlook whose days ended last year (unrounded readings),
 * made into a Tagalog bulletin after confirming; both removed again after.
 */
beforeAll(async () => {
  const admin = await api('admin');
  await putTenDayCalendar(admin, { province: 'Laguna', municipality: 'Bay', crop: 'rice', slots: Array(24).fill('veg') });
  const year = new Date().getUTCFullYear() - 1;
  const days = Array.from({ length: 10 }, (_, i) => `${year}-08-${String(18 + i).padStart(2, '0')}`);
  firstDay = formatWeekday(days[0]!, 'tl');
  await loadTenDayOutlook(admin, {
    places: [BAY],
    days,
    reading: { tempMin: 22.88, tempMax: 31.64, tempMean: 27.2, cloudCover: 'CLOUDY', windSpeed: 3.94, windDirection: 'SW' },
  });
  const request = { province: 'Laguna', municipality: 'Bay', crop: 'rice', language: 'tag', operation: 'create' };
  expect((await admin('/api/reports/tenday/crops', { json: request })).status).toBe(409);
  const saved = await admin('/api/reports/tenday/crops', { json: { ...request, allowExpired: true } });
  expect(saved.status, await saved.clone().text()).toBe(201);
  const report = (await saved.json()) as { id: string; htmlUrl: string };
  await publish(report.id);
  htmlUrl = report.htmlUrl;
  expect(htmlUrl).toMatch(/^\/bulletins\//);
});

afterAll(() => removeBulletinsAndOutlooks(api));

describe("a bulletin's HTML view", () => {
  it('says the outlook had ended, prints Philippine time and rounded readings, and is Tagalog, on a phone without script', async () => {
    const { context, page, status } = await open(htmlUrl, { width: 375, javaScriptEnabled: false });
    expect(status).toBe(200);
    const bulletin = page.getByTestId('bulletin');
    expect(await page.getByTestId('based-on-expired').innerText()).toMatch(/^Batay sa pagtatayang natapos noong Agosto 27, \d{4}/);
    const text = await bulletin.innerText();
    expect(text).not.toMatch(/\d{4}-\d{2}-\d{2}T/);
    expect(text).not.toMatch(/\d\.\d{2}/);
    for (const expected of ['22.9–31.6 °C', '91%', '14 km/h SW', 'PHT', 'Temperatura', 'Halumigmig', 'Malakas na ulan', firstDay])
      expect(text).toContain(expected);
    for (const english of ['Temperature', 'Humidity', 'Heavy rains', 'What to do', 'Based on an outlook', 'm/s']) expect(text).not.toContain(english);
    // The province map coloured by the outlook, named for screen readers, with its legend in words.
    expect(await bulletin.getByRole('img', { name: 'Mapa ng Laguna na may marka ang Bay' }).count()).toBe(1);
    expect(await bulletin.locator('figure li').allInnerTexts()).toContain('Malakas na ulan');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await context.close();
    // axe runs its own script, so it checks the same page with JavaScript on.
    const scripted = await open(htmlUrl, { width: 375 });
    await expectNoAxeViolations(scripted.page);
    await scripted.context.close();
  });
});
