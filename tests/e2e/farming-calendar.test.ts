import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manilaDate, slotOfDate } from '@/modules/calendar/rules/month-halves';
import { browserForThisFile, expectHeadingsInOrder, expectNoAxeViolations } from '../support/browser';
import { e2ePortal } from '../support/e2e';
import { readSharedPlaces } from '../support/shared-data';
import { FORBIDDEN_MARKUP, XSS_PAYLOADS } from '../support/xss-payloads';

const browser = browserForThisFile();
const { url, open, staffPage, api } = e2ePortal(browser);

const places = readSharedPlaces();
const bay = places.find((p) => p.name === 'Bay')!.psgc;
const laguna = '0403400000';
const PLACE_VIEW = '/cropping-calendar-v2/ten-day/rice/laguna/bay';
const todaySlot = () => slotOfDate(manilaDate(new Date()));
let tenDayIssuance = '';

/** Rice tillering all year in Bay, and a 10-day outlook of heavy rain from today: "what to do now" never depends on the date. */
beforeAll(async () => {
  const admin = await api('admin');
  const saved = await admin('/api/calendar', {
    method: 'PUT',
    json: { province: 'Laguna', crop: 'rice', mode: 'ten_day', rows: [{ municipality: 'Bay', slots: Array(24).fill('veg') }] },
  });
  expect(saved.status).toBe(200);
  const today = manilaDate(new Date());
  const days = Array.from({ length: 10 }, (_, i) => new Date(Date.UTC(today.year, today.month, today.day + i)).toISOString().slice(0, 10));
  const values = days.map((date) => ({
    municipality: bay,
    date,
    ...{
      tempMin: 24,
      tempMax: 31,
      tempMean: 27,
      rainfall: 'above_normal',
      rainfallAmount: '>180',
      cloudCover: 'CLOUDY',
      humidity: 85,
      windSpeed: 3,
      windDirection: 'SW',
    },
  }));
  const outlook = await admin('/api/weather/10day', { json: { forecastDate: days[0], validFrom: days[0], validTo: days[9], values } });
  expect(outlook.status).toBe(201);
  tenDayIssuance = ((await outlook.json()) as { issuanceId: string }).issuanceId;
});

// The weather tests expect to start without outlooks, so this file removes its own.
afterAll(async () => {
  if (tenDayIssuance) expect((await (await api('superadmin'))(`/api/weather/issuances/${tenDayIssuance}`, { method: 'DELETE' })).status).toBe(200);
});

describe('the public Farming Calendar', () => {
  it('draws a place and crop as 24 half-months coloured by stage and named in words, today marked', async () => {
    const { context, page, status } = await open(PLACE_VIEW);
    expect(status).toBe(200);
    const timeline = page.getByTestId('timeline');
    expect(await timeline.locator('[data-slot]').count()).toBe(24);
    const today = timeline.locator('[aria-current="date"]');
    expect(await today.count()).toBe(1);
    expect(await today.getAttribute('data-slot')).toBe(String(todaySlot()));
    expect(await today.innerText()).toMatch(/today/i);
    expect(await today.getAttribute('class')).toContain('g-veg');
    expect(await page.getByRole('heading', { name: 'Stages of Rice' }).isVisible()).toBe(true);
    expect(await page.locator('#stage-legend + ul').innerText()).toContain('Veg: Active tillering');
    await expectHeadingsInOrder(page);
    await expectNoAxeViolations(page);
    await context.close();
  });

  it('says what to do now: the stage, the latest outlook and its matching recommendations, labelled as demo', async () => {
    const { context, page } = await open(PLACE_VIEW);
    const advice = page.getByTestId('advice-now');
    expect(await advice.getByTestId('stage-now').innerText()).toBe('Active tillering');
    expect(await advice.locator('h3').first().innerText()).toMatch(/10-day outlook, .*:\s+Heavy rains/);
    const items = advice.getByTestId('recommendation');
    expect(await items.count()).toBeGreaterThanOrEqual(1);
    expect(await items.first().locator('h4').innerText()).toContain('Active tillering');
    expect(await items.first().innerText()).toContain('What to do');
    expect(await page.getByTestId('demo-note').innerText()).toContain('Sample data');
    await context.close();
  });

  it('shows a province as rows of municipalities, each linking to its own calendar', async () => {
    const { context, page } = await open('/cropping-calendar-v2/ten-day/rice/laguna');
    const table = page.getByTestId('province-calendar');
    expect(await table.locator('tbody tr').count()).toBe(30);
    const spans = await table
      .locator('tbody tr')
      .evaluateAll((rows) => rows.map((row) => [...row.querySelectorAll('td')].reduce((sum, cell) => sum + cell.colSpan, 0)));
    expect(new Set(spans)).toEqual(new Set([24]));
    expect(await table.locator('thead th.now').count()).toBe(1);
    const bayRow = table.locator('tbody tr').filter({ has: page.getByRole('link', { name: 'Bay', exact: true }) });
    // Tillering all year: one cell across the 24 half-months.
    expect(await bayRow.locator('td').allInnerTexts()).toEqual(['Veg']);
    expect(await bayRow.locator('td').getAttribute('colspan')).toBe('24');
    // Axe before leaving: after goBack the router may still be swapping the page, which axe cannot survive.
    await expectHeadingsInOrder(page);
    await expectNoAxeViolations(page);
    await bayRow.getByRole('link', { name: 'Bay', exact: true }).click();
    await page.waitForURL(/\/cropping-calendar-v2\/ten-day\/rice\/laguna\/bay$/);
    await page.goBack();
    await page.waitForURL(/\/cropping-calendar-v2\/ten-day\/rice\/laguna$/);
    await table.waitFor();
    await context.close();
  });

  it('speaks Tagalog: crop, stage labels, months and advice', async () => {
    const { context, page } = await open(PLACE_VIEW, { locale: 'tl' });
    expect(await page.locator('h1').innerText()).toBe('Kalendaryo ng Pagsasaka');
    expect(await page.locator('figcaption').innerText()).toContain('Palay sa Bay, Laguna');
    const timeline = await page.getByTestId('timeline').innerText();
    expect(timeline).toContain('Enero');
    expect(timeline).toContain('Aktibong pagsusuwi');
    expect(await page.getByRole('heading', { name: 'Ano ang gagawin ngayon' }).isVisible()).toBe(true);
    expect(await page.getByTestId('recommendation').first().locator('[lang="tl"]').count()).toBeGreaterThan(0);
    await expectNoAxeViolations(page);
    await context.close();
  });

  it('stays readable and usable without JavaScript', async () => {
    const { context, page } = await open(PLACE_VIEW, { javaScriptEnabled: false });
    const timeline = await page.getByTestId('timeline').innerText();
    expect(timeline).toContain('January');
    expect(timeline).toContain('Active tillering');
    await page.locator('select[name="crop"]').selectOption('corn');
    await page.locator('select[name="place"]').selectOption('laguna');
    await page.getByRole('button', { name: 'Show calendar' }).click();
    await page.waitForURL(/\/cropping-calendar-v2\/ten-day\/corn\/laguna$/);
    expect(await page.getByTestId('province-calendar').locator('caption').innerText()).toContain('Corn in the municipalities of Laguna');
    await context.close();
  });

  it('fits a 375 px phone', async () => {
    for (const path of [PLACE_VIEW, '/cropping-calendar-v2/ten-day/rice/laguna', '/cropping-calendar-v2']) {
      const { context, page } = await open(path, { width: 375 });
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(375);
      await expectNoAxeViolations(page);
      await context.close();
    }
  });

  it('answers 404 for an unknown crop or place', async () => {
    for (const path of [
      '/cropping-calendar-v2/ten-day/durian',
      '/cropping-calendar-v2/ten-day/rice/bulacan',
      '/cropping-calendar-v2/ten-day/rice/laguna/atlantis',
    ]) {
      const { context, status } = await open(path);
      expect(status, path).toBe(404);
      await context.close();
    }
  });
});

describe('the staff calendar and recommendation screens', () => {
  it('edit a province grid: pick a stage, copy a row to checked rows, save', async () => {
    const { context, page } = await staffPage('admin');
    await page.goto(`${url}/admin/calendar?province=${laguna}&crop=cassava&mode=seasonal`);
    await expectNoAxeViolations(page);
    await page.getByLabel('Alaminos, Jan days 1–15').selectOption('plant');
    await page.getByLabel('Alaminos, Feb days 1–15').selectOption('estab');
    await page.getByLabel('Check Bay').check();
    await page.getByLabel('Check Calauan').check();
    await page.getByRole('button', { name: 'to the 2 checked rows' }).click();
    expect(await page.getByLabel('Calauan, Feb days 1–15').inputValue()).toBe('estab');
    await page.getByRole('button', { name: 'Save calendar' }).click();
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'Saved 3 rows' }).count()).toBe(1);
    const rows = (await (await (await api('admin'))('/api/calendar?province=Laguna&crop=cassava&mode=seasonal')).json()) as {
      municipality: { name: string };
      slots: string[];
    }[];
    expect(rows.map((r) => r.municipality.name)).toEqual(['Alaminos', 'Bay', 'Calauan']);
    expect(rows.every((r) => r.slots[0] === 'plant' && r.slots[2] === 'estab')).toBe(true);
    await context.close();
  });

  it('filter recommendations, edit one with English and Tagalog side by side, warned when Tagalog is missing', async () => {
    const { context, page } = await staffPage('admin');
    await page.goto(`${url}/admin/recommendations?type=tenday&crop=rice&stage=veg`);
    await expectNoAxeViolations(page);
    const rows = page.getByTestId('recommendation-row');
    expect(await rows.count()).toBe(4);
    expect(await rows.first().innerText()).toContain('Active tillering');
    await rows.first().getByRole('link', { name: /^Edit/ }).click();
    await page.waitForURL(/\/admin\/recommendations\/\d+$/);
    await expectNoAxeViolations(page);
    await page.getByLabel('Practice (Tagalog)').fill('');
    expect(await page.getByRole('note').innerText()).toContain('the Tagalog text is missing');
    await page.getByLabel('Practice (Tagalog)').fill('● Patuyuin ang palayan');
    expect(await page.getByRole('note').count()).toBe(0);
    await page.getByRole('button', { name: 'Save recommendation' }).click();
    await page.waitForURL(/\/admin\/recommendations\?saved=/);
    await context.close();
  });

  it('keep script out of every page that shows recommendations, whatever the editor is given', async () => {
    const { context, page } = await staffPage('admin');
    await page.goto(`${url}/admin/recommendations/new`);
    await page.getByLabel('Type').selectOption('tenday');
    await page.getByLabel('Crop', { exact: true }).selectOption('rice');
    await page.getByLabel('Crop stage').selectOption('veg');
    await page.getByLabel('Farm operation').fill('XSS check');
    await page.getByLabel('Rainfall class').selectOption('above_normal');
    await page.getByLabel('Practice (English)').fill(XSS_PAYLOADS.join('\n'));
    await page.getByLabel('Practice (Tagalog)').fill(XSS_PAYLOADS.join('\n'));
    await page.getByLabel('Impact (English)').fill(XSS_PAYLOADS[0]);
    await page.getByRole('button', { name: 'Add recommendation' }).click();
    await page.waitForURL(/\/admin\/recommendations\?saved=\d+/);
    const id = new URL(page.url()).searchParams.get('saved')!;

    const admin = await api('admin');
    for (const payload of XSS_PAYLOADS.slice(1)) {
      const answer = await admin('/api/recommendations', {
        json: {
          type: 'tenday',
          crop: 'rice',
          stage: 'veg',
          farmOperation: payload,
          trigger: 'above_normal',
          impactEn: payload,
          impactTl: payload,
          practiceEn: payload,
          practiceTl: payload,
          sms: payload,
        },
      });
      expect(answer.status).toBe(201);
    }

    const pages = [`${url}/admin/recommendations?q=Drain`, `${url}/admin/recommendations/${id}`, `${url}${PLACE_VIEW}`];
    // Only the recommendation texts are checked for markup: the pages' own links and forms are meant to be there.
    const shownTexts = async (target: import('playwright-core').Page) =>
      (
        await target
          .locator('.rich, [data-testid="recommendation"] h4, [data-testid="recommendation-row"] td:not(:last-child)')
          .evaluateAll((els) => els.map((e) => e.innerHTML))
      ).join('\n');
    for (const target of pages) {
      await page.goto(target);
      expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss), target).toBeUndefined();
      expect(await shownTexts(page), target).not.toMatch(FORBIDDEN_MARKUP);
    }
    const tl = await open(PLACE_VIEW, { locale: 'tl' });
    expect(await tl.page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
    expect(await shownTexts(tl.page)).toContain('Drain');
    expect(await shownTexts(tl.page)).not.toMatch(FORBIDDEN_MARKUP);
    await tl.context.close();
    await context.close();
  });

  it('show the coverage gaps of the latest outlook, and let only a superadmin delete a recommendation', async () => {
    const admin = await api('admin');
    const cassava = await admin('/api/calendar', {
      method: 'PUT',
      json: { province: 'Laguna', crop: 'cassava', mode: 'ten_day', rows: [{ municipality: 'Bay', slots: Array(24).fill('veg') }] },
    });
    expect(cassava.status).toBe(200);
    const { context, page } = await staffPage('admin');
    await page.goto(`${url}/admin/recommendations/coverage`);
    await expectNoAxeViolations(page);
    const gaps = page.getByTestId('coverage-gaps');
    expect(await gaps.innerText()).toMatch(/Cassava: Canopy growth \/ root bulking \(veg\)\s+Heavy rains\s+1: Bay \(Laguna\)/);
    await page.goto(`${url}/admin/recommendations?q=XSS%20check`);
    await page.getByRole('link', { name: /^Edit/ }).first().click();
    expect(await page.getByRole('button', { name: /^Delete/ }).count()).toBe(0);
    await context.close();

    const superadmin = await staffPage('superadmin');
    await superadmin.page.goto(`${url}/admin/recommendations?q=XSS%20check`);
    await superadmin.page.getByRole('link', { name: /^Edit/ }).first().click();
    await superadmin.page.getByRole('button', { name: /^Delete/ }).click();
    await superadmin.page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await superadmin.page.waitForURL(/\/admin\/recommendations$/);
    await superadmin.context.close();
  });

  it('approve cyclone advice for the CAP alerts: a reviewer as they read it, an admin without the right only sees where it stands', async () => {
    const added = await (
      await api('admin')
    )('/api/recommendations', {
      json: {
        type: 'special',
        crop: 'all',
        stage: 'general',
        farmOperation: 'Evacuation',
        trigger: 'signal_number_3',
        practiceEn: '<p>Go to the evacuation centre.</p>',
        practiceTl: '<p>Pumunta sa evacuation center.</p>',
      },
    });
    expect(added.status).toBe(201);
    const { id } = ((await added.json()) as { recommendation: { id: number } }).recommendation;

    const asAdmin = await staffPage('admin');
    await asAdmin.page.goto(`${url}/admin/recommendations/${id}`);
    const standing = asAdmin.page.getByTestId('alert-review');
    expect(await standing.innerText()).toContain('No reviewer has approved this advice: CAP alerts leave it out until one does.');
    expect(await standing.getByRole('button').count()).toBe(0);
    await asAdmin.context.close();

    const { context, page } = await staffPage('superadmin');
    const openInstructions = async () => {
      await page.goto(`${url}/admin/weather/special`);
      await page.getByText('What the CAP alert will tell farmers').click();
      return page.getByTestId('alert-instructions');
    };
    expect(await (await openInstructions()).getByTestId('unapproved-advice').innerText()).toContain(`Recommendation ${id}: Evacuation — never approved`);
    await page.goto(`${url}/admin/recommendations/${id}`);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Approve for CAP alerts' }).click();
    await expect.poll(() => page.getByTestId('alert-review').innerText()).toContain('Approved: CAP alerts carry this advice as it stands.');
    await expectNoAxeViolations(page);
    expect(await (await openInstructions()).innerText()).toContain('Evacuation: Go to the evacuation centre.');
    await context.close();
    // The shared portal's cyclone bulletins and alerts in other files must not carry it.
    expect((await (await api('superadmin'))(`/api/recommendations/${id}`, { method: 'DELETE' })).status).toBe(200);
  });
});
