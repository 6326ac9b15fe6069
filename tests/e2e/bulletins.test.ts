import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserForThisFile, expectNoAxeViolations } from '../support/browser';
import { e2ePortal } from '../support/e2e';
import { loadTenDayOutlook, manilaDays, ownReportCount, putTenDayCalendar, removeBulletinsAndOutlooks } from '../support/e2e-outlooks';
import { FORBIDDEN_MARKUP, XSS_PAYLOADS } from '../support/xss-payloads';

const browser = browserForThisFile();
const { url, open, staffPage, api, publish } = e2ePortal(browser);
const BAY = '0403402000';
const LAGUNA = '0403400000';

/** Rice tillering all year in Bay and a 10-day outlook of heavy rain from today; removed again after. */
beforeAll(async () => {
  const admin = await api('admin');
  await putTenDayCalendar(admin, { province: 'Laguna', municipality: 'Bay', crop: 'rice', slots: Array(24).fill('veg') });
  await loadTenDayOutlook(admin, {
    places: [BAY],
    days: manilaDays(0),
    reading: { tempMin: 24, tempMax: 31, tempMean: 27, cloudCover: 'CLOUDY', humidity: 85, windSpeed: 3, windDirection: 'SW' },
  });
});

afterAll(() => removeBulletinsAndOutlooks(api));

async function fillBay(page: import('playwright-core').Page) {
  await page.getByLabel('Province', { exact: true }).selectOption(LAGUNA);
  await page.getByLabel('Municipality', { exact: true }).selectOption(BAY);
  await page.getByLabel('Crop', { exact: true }).first().selectOption('rice');
}

describe('the staff dashboard', () => {
  it('composes, previews and saves a 10-day bulletin, listed newest first with its date and time', async () => {
    const before = await ownReportCount(await api('admin'), 'ten_day');
    const { context, page } = await staffPage('admin');
    await expect.poll(() => page.getByRole('heading', { name: /^Welcome/ }).count()).toBe(1);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Dismiss the welcome' }).click();
    expect(await page.getByRole('heading', { name: /^Welcome/ }).count()).toBe(0);
    expect(await page.getByRole('radio', { name: 'Seasonal' }).isChecked()).toBe(true);
    expect(await page.getByRole('radio', { name: 'English' }).isChecked()).toBe(true);
    await page.getByRole('radio', { name: '10-day' }).check();
    await fillBay(page);
    // Beside the form: the server's plan of this bulletin, the stages and advice its preview will print.
    const contents = page.getByTestId('bulletin-contents');
    await expect
      .poll(() => contents.getByRole('status').innerText(), { timeout: 15_000 })
      .toBe('The contents of the bulletin for Rice in Bay, Laguna are ready.');
    const planned = (await (
      await (
        await api('admin')
      )('/api/reports/plan', { json: { type: 'ten_day', region: 'calabarzon', province: LAGUNA, municipality: BAY, crop: 'rice', language: 'en' } })
    ).json()) as { stages: { label: string }[]; advice: { farmOperation: string | null; stageLabel: string }[] };
    expect(planned.stages.length).toBeGreaterThan(0);
    const stages = await contents.getByRole('region', { name: 'Crop stages in the period', exact: true }).innerText();
    for (const stage of planned.stages) expect(stages).toContain(stage.label);
    const advice = contents.getByRole('region', { name: 'Advice', exact: true }).getByRole('listitem');
    expect(await advice.count()).toBe(planned.advice.length);
    expect(await advice.first().innerText()).toContain(planned.advice[0]!.farmOperation ?? planned.advice[0]!.stageLabel);
    await expectNoAxeViolations(page);
    expect(await page.getByRole('button', { name: 'Save', exact: true }).isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Preview' }).click();
    await expect.poll(() => page.getByTitle('Bulletin preview').count(), { timeout: 15_000 }).toBe(1);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    const dialog = page.getByRole('alertdialog');
    expect(await dialog.getByRole('heading').innerText()).toBe('Save report');
    expect(await dialog.innerText()).toContain('Do you want to save this report?');
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Save' }).click();
    const saved = page.getByTestId('saved-reports').locator('li');
    await expect.poll(() => saved.count(), { timeout: 15_000 }).toBe(before + 1);
    expect(await saved.first().innerText()).toMatch(/Bay, Laguna — Rice — .*\s+.*\b\d{2}:\d{2} PHT · ACAP-4A-TD-\d{8}-[0-9A-F]{8} · English/);
    await expect.poll(() => page.getByText('The 10-day bulletin was saved as a draft: send it to review to publish it.').count()).toBeGreaterThan(0);
    await context.close();
  });

  it('edits a saved bulletin into a new Tagalog one, and deletes after confirming', async () => {
    const before = await ownReportCount(await api('admin'), 'ten_day');
    const { context, page } = await staffPage('admin');
    await page.getByRole('radio', { name: '10-day' }).check();
    const saved = page.getByTestId('saved-reports').locator('li');
    await expect.poll(() => saved.count()).toBe(before);
    await saved.first().getByRole('button', { name: /^Edit/ }).click();
    expect(await page.getByLabel('Municipality', { exact: true }).inputValue()).toBe(BAY);
    await page.getByRole('radio', { name: 'Tagalog' }).check();
    await page.getByRole('button', { name: 'Preview' }).click();
    await expect.poll(() => page.getByTitle('Bulletin preview').count(), { timeout: 15_000 }).toBe(1);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => saved.count(), { timeout: 15_000 }).toBe(before + 1);
    expect(await saved.first().innerText()).toContain('Tagalog');
    await saved
      .nth(1)
      .getByRole('button', { name: /^Delete/ })
      .click();
    await expect.poll(() => page.getByRole('alertdialog').innerText()).toContain('Delete this bulletin?');
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => saved.count()).toBe(before);
    await context.close();
  });

  it('runs a batch over a province, listing the places that fail without stopping, and resumes one left half-way', async () => {
    const { context, page } = await staffPage('admin');
    await page.getByRole('radio', { name: '10-day' }).check();
    const batch = page.getByRole('region', { name: 'Batch: every municipality at once' }).or(page.locator('section[aria-labelledby="batch"]'));
    await batch.getByLabel('Province (or the whole region)').selectOption(LAGUNA);
    await batch.getByLabel('Crop').selectOption('coffee');
    await batch.getByRole('button', { name: 'Start the batch' }).click();
    const progress = page.getByTestId('batch-progress');
    await expect.poll(() => progress.innerText(), { timeout: 60_000 }).toMatch(/30 of 30 places done, 30 failed/);
    expect(await progress.getByRole('list', { name: 'Places that failed' }).innerText()).toContain('Bay: Received empty data');
    await progress.getByRole('button', { name: 'Clear' }).click();

    // A batch left after two of its places: the page offers to resume it.
    await page.evaluate(
      ([bay]) => {
        const places = [
          { psgc: bay, name: 'Bay', provincePsgc: '0403400000' },
          { psgc: '0403401000', name: 'Alaminos', provincePsgc: '0403400000' },
        ];
        const body = { region: 'calabarzon', province: '0403400000', municipality: '', crop: 'rice', language: 'en' };
        localStorage.setItem(
          'acap-batch-v1',
          JSON.stringify({ type: 'ten_day', body, places, results: { '0403401000': { ok: false, message: 'earlier failure' } } }),
        );
      },
      [BAY],
    );
    await page.reload();
    await page.getByRole('button', { name: 'Resume the batch' }).click();
    await expect.poll(() => page.getByTestId('batch-progress').innerText(), { timeout: 30_000 }).toMatch(/2 of 2 places done, 1 failed/);
    await expectNoAxeViolations(page);
    await context.close();
  });
});

describe('the public bulletins', () => {
  // The dashboard saved drafts above; the public sees them once the office publishes them.
  beforeAll(async () => {
    const drafts = ((await (await (await api('admin'))('/api/reports')).json()) as { id: string; state: string }[]).filter((r) => r.state === 'draft');
    if (drafts.length > 0) await publish(...drafts.map((report) => report.id));
  });

  it('lists saved bulletins newest first, filters them by address, and serves the PDF', async () => {
    const { context, page } = await open('/bulletins');
    const items = page.getByTestId('archive').locator(':scope > li');
    expect(await items.count()).toBeGreaterThanOrEqual(1);
    expect(await items.first().innerText()).toContain('Bay, Laguna');
    await expectNoAxeViolations(page);
    const pdfHref = await items.first().getByRole('link', { name: /^PDF/ }).first().getAttribute('href');
    const pdf = await fetch(`${url}${pdfHref}`);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('etag')).toMatch(/^"[0-9a-f]{64}"$/);
    await page.getByLabel('Type').selectOption('seasonal');
    await page.getByRole('button', { name: 'Show bulletins' }).click();
    await page.waitForURL(`${url}/bulletins/type/seasonal`);
    expect(await page.locator('main').innerText()).toContain('No bulletin matches these filters.');
    await context.close();
  });

  it('shows a bulletin as a light page that works on a phone and without script', async () => {
    const list = await open('/bulletins');
    const href = await list.page
      .getByTestId('archive')
      .locator(':scope > li')
      .first()
      .getByRole('link', { name: /^Read online/ })
      .first()
      .getAttribute('href');
    await list.context.close();
    const plain = await open(href!, { javaScriptEnabled: false });
    expect(plain.status).toBe(200);
    const bulletin = plain.page.getByTestId('bulletin');
    expect(await bulletin.locator('h1').innerText()).toMatch(/10-Day Farm Weather Outlook and Advisory|Pagtataya ng Panahon sa Bukid sa 10 Araw at Payo/);
    expect(await bulletin.innerText()).toContain('Bay, Laguna');
    await plain.context.close();
    const { context, page } = await open(href!, { width: 375 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await expectNoAxeViolations(page);
    await context.close();
  });

  it('never lets recommendation markup into the HTML view', async () => {
    const admin = await api('admin');
    const made = await admin('/api/recommendations', {
      json: {
        type: 'tenday',
        crop: 'corn',
        stage: 'vegleaf',
        farmOperation: XSS_PAYLOADS[4],
        trigger: 'above_normal',
        impactEn: XSS_PAYLOADS[1],
        practiceEn: XSS_PAYLOADS.join('\n'),
      },
    });
    expect(made.status).toBe(201);
    const recommendation = ((await made.json()) as { recommendation: { id: number } }).recommendation.id;
    const calendar = await admin('/api/calendar', {
      method: 'PUT',
      json: { province: 'Laguna', crop: 'corn', mode: 'ten_day', rows: [{ municipality: 'Bay', slots: Array(24).fill('vegleaf') }] },
    });
    expect(calendar.status).toBe(200);
    const saved = await admin('/api/reports/tenday/crops', {
      json: { province: 'Laguna', municipality: 'Bay', crop: 'corn', language: 'en', operation: 'create' },
    });
    expect(saved.status).toBe(201);
    const { id, htmlUrl } = (await saved.json()) as { id: string; htmlUrl: string };
    await publish(id);
    const { context, page } = await open(htmlUrl);
    expect(await page.locator('.rich').count()).toBeGreaterThan(0);
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
    const shown = (await page.locator('[data-testid="bulletin"] .rich, [data-testid="bulletin"] h3').evaluateAll((els) => els.map((e) => e.innerHTML))).join(
      '\n',
    );
    expect(shown).toContain('Drain the field');
    expect(shown).not.toMatch(FORBIDDEN_MARKUP);
    await context.close();
    expect((await (await api('superadmin'))(`/api/recommendations/${recommendation}`, { method: 'DELETE' })).status).toBe(200);
  });

  it('is one click from the place on the Farming Calendar and Weather Services', async () => {
    for (const path of ['/cropping-calendar-v2/ten-day/rice/laguna/bay', '/weather-services/ten-day/laguna/bay']) {
      const { context, page } = await open(path);
      const link = page.getByTestId('latest-bulletin').getByRole('link');
      expect(await link.innerText(), path).toContain('Latest bulletin for Bay');
      await link.click();
      await page.waitForURL(/\/bulletins\/[0-9a-f-]{36}$/);
      await context.close();
    }
  });
});
