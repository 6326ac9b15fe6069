import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserForThisFile, expectNoAxeViolations } from '../support/browser';
import { e2ePortal } from '../support/e2e';
import { pdfText } from '../support/pdf-text';
import {
  listPlaces,
  loadTenDayOutlook,
  manilaDays,
  putTenDayCalendar,
  removeBulletinsAndOutlooks,
  deleteOutlooksOfType,
  saveCycloneAdvisory,
  waitForPage,
} from '../support/e2e-outlooks';

/**
 * A typhoon week as a farmer and the office live it: a 10-day outlook dated today, Signal No. 3 over
 * Quezon and Signal No. 2 over Batangas, then an outlook whose days have passed. Everything this file
 * loads is removed again after it (the other browser tests expect no outlook and an empty archive).
 */
const browser = browserForThisFile();
const { url, open, api, publish } = e2ePortal(browser);

const CYCLONE = 'Kristine';
// Issued as this file starts: the live advisory is the newest by issue time, and the browser tests before
// this one end theirs with "no active cyclone" saved just now.
const ISSUED_AT = new Date();
const ISSUED_AT_PHT = new Date(ISSUED_AT.getTime() + 8 * 3_600_000);
const pad = (n: number) => String(n).padStart(2, '0');
/** The advisory time as a farmer must read it: Philippine time, 24-hour. */
const ISSUED_CLOCK = `${pad(ISSUED_AT_PHT.getUTCHours())}:${pad(ISSUED_AT_PHT.getUTCMinutes())}`;
const ISO_TIMESTAMP = /\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const RAINFALL = ['above_normal', 'near_normal', 'b_normal'] as const;

const TYPHOON = {
  activeCyclone: true,
  name: CYCLONE,
  bulletinNumber: '14',
  issuedAt: ISSUED_AT.toISOString(),
  centre: '120 km east of Infanta, Quezon',
  centreTl: '120 km silangan ng Infanta, Quezon',
  movement: 'West northwestward at 20 km/h',
  movementTl: 'Pakanluran-hilagang-kanluran, 20 km/h',
  strength: 'Maximum sustained winds of 120 km/h',
  strengthTl: 'Pinakamalakas na hangin na 120 km/h',
  signals: [
    { province: 'Quezon', signal: 'signal_number_3' },
    { province: 'Batangas', signal: 'signal_number_2' },
  ],
};

let places: string[] = [];

beforeAll(async () => {
  places = (await listPlaces(url)).map((place) => place.psgc);
  expect(places).toHaveLength(142);
  const admin = await api('admin');
  await loadTenDayOutlook(admin, { places, days: manilaDays(0), rainfall: (p, d) => RAINFALL[(p + d) % RAINFALL.length]! });
  await saveCycloneAdvisory(admin, TYPHOON);
  // Corn in Nasugbu (Batangas) with no stage in the coming weeks: only land preparation, six months away.
  const today = manilaDays(0, 1)[0]!;
  const slot = (Number(today.slice(5, 7)) - 1) * 2 + (Number(today.slice(8, 10)) > 15 ? 1 : 0);
  await putTenDayCalendar(admin, {
    province: 'Batangas',
    municipality: 'Nasugbu',
    crop: 'corn',
    slots: Array.from({ length: 24 }, (_, i) => (i === (slot + 12) % 24 ? 'prep' : null)),
  });
}, 120_000);

afterAll(() => removeBulletinsAndOutlooks(api));

const PUBLIC_PAGES = [
  '/',
  '/weather-services',
  '/weather-services/ten-day/laguna',
  '/weather-services/seasonal',
  '/cropping-calendar-v2',
  '/cropping-calendar-v2/ten-day/rice/quezon/infanta',
  '/bulletins',
  '/privacy',
  '/no-such-page',
];

describe('a typhoon week', () => {
  it('puts the cyclone first on the home page, then the current 10-day outlook, each part linked', async () => {
    await waitForPage(url, '/', CYCLONE);
    const { context, page } = await open('/');
    const main = page.locator('main');
    const text = await main.innerText();
    // The cyclone comes before the 10-day outlook.
    expect(text.indexOf(CYCLONE)).toBeGreaterThanOrEqual(0);
    expect(text.indexOf(CYCLONE)).toBeLessThan(text.search(/10-day/i));
    expect(text).toContain(ISSUED_CLOCK);
    expect(text).not.toMatch(ISO_TIMESTAMP);
    expect(text).not.toContain('No outlook has been published yet');
    const quezon = main.getByRole('link', { name: /Quezon/ }).first();
    expect(await quezon.getAttribute('href')).toMatch(/\/weather-services\/special\/quezon$/);
    expect(text).toMatch(/Quezon[\s\S]{0,80}Signal No\. 3/);
    expect(text).toMatch(/Batangas[\s\S]{0,80}Signal No\. 2/);
    // Every province's 10-day outlook is listed, linked to its view.
    for (const province of ['batangas', 'cavite', 'laguna', 'quezon', 'rizal']) {
      expect(await main.locator(`a[href$="/weather-services/ten-day/${province}"]`).count()).toBeGreaterThan(0);
    }
    await expectNoAxeViolations(page);
    await context.close();
  });

  it.each([true, false])('shows the cyclone banner on every public page at 375 px (JavaScript %s)', async (javaScriptEnabled) => {
    for (const path of PUBLIC_PAGES) {
      const { context, page } = await open(path, { width: 375, javaScriptEnabled });
      await page.locator('h1').first().waitFor();
      const banner = page.getByRole('region', { name: /cyclone/i });
      expect(await banner.count(), path).toBe(1);
      const words = await banner.innerText();
      expect(words, path).toContain(CYCLONE);
      expect(words, path).toContain('Signal No. 3');
      expect(words, path).toContain(ISSUED_CLOCK);
      expect(await banner.getByRole('link').first().getAttribute('href'), path).toMatch(/\/weather-services\/special/);
      // The page's own heading stays on the first screen of a phone.
      const heading = await page.locator('h1').first().boundingBox();
      expect(heading, path).not.toBeNull();
      expect(heading!.y + heading!.height, path).toBeLessThan(667);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), path).toBeLessThanOrEqual(0);
      if (javaScriptEnabled) await expectNoAxeViolations(page);
      await context.close();
    }
  });

  it("names a place's own signal on its pages, in English and Tagalog", async () => {
    const english = await open('/weather-services/ten-day/batangas/nasugbu', { width: 375 });
    expect(await english.page.getByRole('region', { name: /cyclone/i }).innerText()).toMatch(/Nasugbu[\s\S]*Signal No\. 2|Signal No\. 2[\s\S]*Nasugbu/);
    await english.context.close();
    const tagalog = await open('/weather-services/ten-day/batangas/nasugbu', { width: 375, locale: 'tl' });
    const banner = await tagalog.page.getByRole('region').filter({ hasText: CYCLONE }).innerText();
    expect(banner).toContain('Nasugbu');
    expect(banner).toMatch(/Signal No\. 2|Babala Blg\. 2/);
    expect(banner).toContain(ISSUED_CLOCK);
    await expectNoAxeViolations(tagalog.page);
    await tagalog.context.close();
  });

  it('opens Weather Services on the Special tab while the cyclone is active', async () => {
    const { context, page } = await open('/weather-services');
    const tabs = page.getByRole('navigation', { name: 'Outlooks' });
    expect(await tabs.locator('[aria-current="page"]').innerText()).toBe('Special');
    expect(await tabs.getByRole('link').allInnerTexts()).toEqual(['Seasonal', '10-Day', 'Special']);
    const text = await page.locator('main').innerText();
    expect(text).toContain(CYCLONE);
    expect(text).not.toMatch(ISO_TIMESTAMP);
    await context.close();
  });

  it('makes a special bulletin with advice for a crop that has no active stage, in English and Tagalog', async () => {
    const admin = await api('admin');
    for (const language of ['en', 'tag'] as const) {
      const answer = await admin('/api/reports/special/crops', {
        json: { region: 'calabarzon', province: 'Batangas', municipality: 'Nasugbu', crop: 'corn', language, operation: 'create' },
      });
      expect(answer.status, await answer.clone().text()).toBe(201);
      const report = (await answer.json()) as { id: string; type: string };
      await publish(report.id);
      const { context, page } = await open(`/bulletins/${report.id}`, { width: 375, locale: language === 'tag' ? 'tl' : undefined });
      const text = await page.locator('main').innerText();
      expect(text).not.toMatch(ISO_TIMESTAMP);
      expect(text).toContain(ISSUED_CLOCK);
      // Corn has no stage now: the general advice for Signal No. 2 and the stage coming next.
      const english = language === 'en';
      expect(text).toMatch(english ? /Next: Land preparation from / : /Susunod: .+ mula /);
      expect(text).toContain(
        english ? 'What to do under this forecast, whatever the stage' : 'Ang dapat gawin sa pagtatayang ito, anuman ang yugto ng pananim',
      );
      expect(text).toContain(english ? 'Signal No. 2' : 'Babala Blg. 2');
      expect(await page.locator('main li').count()).toBeGreaterThan(2);
      await expectNoAxeViolations(page);
      await context.close();
      const pdf = await fetch(`${url}/bulletins/${report.id}.pdf`);
      expect(pdf.status).toBe(200);
      const [first] = await pdfText(Buffer.from(await pdf.arrayBuffer()));
      expect(first).not.toMatch(ISO_TIMESTAMP);
      expect(first).toContain(ISSUED_CLOCK);
      expect(first!.replace(/\s+/g, ' ')).toContain(english ? 'What to do under this forecast' : 'Ang dapat gawin sa pagtatayang ito');
    }
  });

  it('marks an outlook whose days have passed as ended, and refuses to compose from it unless told', async () => {
    const admin = await api('admin');
    const pastDays = manilaDays(-40);
    // An older issue loaded after the current one goes to the archive: the current one is deleted first.
    await deleteOutlooksOfType(api, 'ten_day');
    await loadTenDayOutlook(admin, { places, days: pastDays });
    await waitForPage(url, '/weather-services/ten-day/laguna', /ended on/);
    for (const [path, locale] of [
      ['/weather-services/ten-day/laguna', undefined],
      ['/', undefined],
      ['/weather-services/ten-day/laguna', 'tl'],
    ] as const) {
      const { context, page } = await open(path, { locale });
      const text = await page.locator('main').innerText();
      expect(text, path).toMatch(locale === 'tl' ? /natapos/i : /This outlook ended on .*; the office has not loaded a newer one\./);
      await context.close();
    }
    const api10day = await (await fetch(`${url}/api/weather/tenday?municipality=Bay&province=Laguna`)).json();
    expect(api10day.issuance).toMatchObject({ expired: true, validTo: pastDays[9] });

    const request = { region: 'calabarzon', province: 'Laguna', municipality: 'Bay', crop: 'rice', language: 'en', operation: 'preview' };
    const refused = await admin('/api/reports/tenday/crops', { json: request });
    expect(refused.status).toBe(409);
    const { error } = (await refused.json()) as { error: { message: string } };
    expect(error.message).toMatch(/ended on/);
    const allowed = await admin('/api/reports/tenday/crops', { json: { ...request, allowExpired: true, operation: 'create' } });
    expect(allowed.status, await allowed.clone().text()).toBe(201);
    const report = (await allowed.json()) as { id: string; type: string };
    await publish(report.id);
    const view = await open(`/bulletins/${report.id}`);
    expect(await view.page.locator('main').innerText()).toMatch(/based on an outlook that ended on/i);
    await view.context.close();
  });

  it('takes the banner off every page once the office saves "no active cyclone"', async () => {
    await saveCycloneAdvisory(await api('admin'), { activeCyclone: false });
    await waitForPage(url, '/privacy', CYCLONE, false);
    for (const path of ['/', '/weather-services/ten-day/laguna', '/bulletins', '/no-such-page']) {
      const { context, page } = await open(path, { width: 375 });
      await page.locator('h1').first().waitFor();
      expect(await page.getByRole('region', { name: /cyclone/i }).count(), path).toBe(0);
      await context.close();
    }
  });
});
