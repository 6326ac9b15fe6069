import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserForThisFile, expectNoAxeViolations } from '../support/browser';
import { e2ePortal } from '../support/e2e';
import { loadTenDayOutlook, manilaDays, ownReportCount, putTenDayCalendar, removeBulletinsAndOutlooks } from '../support/e2e-outlooks';

const browser = browserForThisFile();
const { open, staffPage, api, publish } = e2ePortal(browser);
const BAY = '0403402000';
const LAGUNA = '0403400000';
const PLACE_VIEW = '/cropping-calendar-v2/ten-day/rice/laguna/bay';

/** Rice tillering all year in Bay, and a 10-day outlook of heavy rain whose ten days ended three weeks ago. */
beforeAll(async () => {
  const admin = await api('admin');
  await putTenDayCalendar(admin, { province: 'Laguna', municipality: 'Bay', crop: 'rice', slots: Array(24).fill('veg') });
  await loadTenDayOutlook(admin, {
    places: [BAY],
    days: manilaDays(-30),
    reading: { tempMin: 24, tempMax: 31, tempMean: 27, cloudCover: 'CLOUDY', humidity: 85, windSpeed: 3, windDirection: 'SW' },
  });
});

afterAll(() => removeBulletinsAndOutlooks(api));

describe('an outlook whose days have passed', () => {
  it('is never read as current on the calendar: "what to do now" names it as ended and gives no old advice', async () => {
    await expect
      .poll(
        async () => {
          const { context, page } = await open(PLACE_VIEW);
          const text = await page.getByTestId('advice-now').innerText();
          await context.close();
          return text;
        },
        { timeout: 15_000 },
      )
      .toMatch(/There is no current 10-day outlook/);
    const { context, page } = await open(PLACE_VIEW, { width: 375 });
    const advice = page.getByTestId('advice-now');
    expect(await advice.innerText()).toMatch(/This outlook ended on .*; the office has not loaded a newer one\./);
    expect(await advice.innerText()).not.toMatch(/Heavy rains/);
    await expectNoAxeViolations(page);
    await context.close();
    const tl = await open(PLACE_VIEW, { locale: 'tl' });
    expect(await tl.page.getByTestId('advice-now').innerText()).toMatch(/Walang kasalukuyang pagtataya sa 10 araw/);
    await tl.context.close();
  });

  it('makes the dashboard ask before a bulletin is made from it, and the bulletin says so', async () => {
    const before = await ownReportCount(await api('admin'), 'ten_day');
    const { context, page } = await staffPage('admin');
    await page.getByRole('radio', { name: '10-day' }).check();
    await page.getByLabel('Province', { exact: true }).selectOption(LAGUNA);
    await page.getByLabel('Municipality', { exact: true }).selectOption(BAY);
    await page.getByLabel('Crop', { exact: true }).first().selectOption('rice');
    // The panel says in words why the server would refuse the bulletin, and offers to confirm as the preview does.
    const contents = page.getByTestId('bulletin-contents');
    await expect
      .poll(() => contents.getByRole('status').innerText(), { timeout: 15_000 })
      .toMatch(/^Not ready: The 10-day outlook for .* ended on \w+ \d{1,2}, \d{4}; the office has not loaded a newer one\./);
    await expectNoAxeViolations(page);
    await contents.getByRole('button', { name: 'Use this outlook anyway…' }).click();
    const dialog = page.getByRole('alertdialog');
    await expect.poll(() => dialog.count()).toBe(1);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    await page.getByRole('button', { name: 'Preview' }).click();
    await expect.poll(() => dialog.count(), { timeout: 15_000 }).toBe(1);
    expect(await dialog.getByRole('heading').innerText()).toBe('This outlook has ended');
    expect(await dialog.innerText()).toMatch(/This outlook ended on \w+ \d{1,2}, \d{4}\. Make the bulletin anyway\?/);
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Make it anyway' }).click();
    await expect.poll(() => page.getByTitle('Bulletin preview').count(), { timeout: 15_000 }).toBe(1);
    // Confirmed: the panel shows what the bulletin from the ended outlook holds, and that it will say so.
    await expect
      .poll(() => contents.getByRole('status').innerText(), { timeout: 15_000 })
      .toBe('The contents of the bulletin for Rice in Bay, Laguna are ready.');
    expect(await contents.innerText()).toMatch(/This outlook ended on \w+ \d{1,2}, \d{4}: the bulletin will say it is based on an outlook that has ended\./);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Save' }).click();
    const saved = page.getByTestId('saved-reports').locator('li');
    await expect.poll(() => saved.count(), { timeout: 15_000 }).toBe(before + 1);
    await context.close();

    const [report] = (await (await (await api('admin'))('/api/reports?type=ten_day')).json()) as { id: string; request: { allowExpired?: boolean } }[];
    expect(report!.request.allowExpired).toBe(true);
    // Saved as a draft; the review lets a bulletin that declares its ended outlook through with a tick.
    await publish(report!.id);
    const view = await open(`/bulletins/${report!.id}`);
    expect(await view.page.locator('main').innerText()).toMatch(/based on an outlook that ended on/i);
    await view.context.close();
  });
});
