import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { browserForThisFile, expectNoAxeViolations } from '../support/browser';
import { e2ePortal } from '../support/e2e';
import { englishValues, expectNoEnglish, READ_PAGE } from '../support/english-words';
import { pdfText } from '../support/pdf-text';
import { listPlaces, loadTenDayOutlook, manilaDays, removeBulletinsAndOutlooks, saveCycloneAdvisory, waitForPage, type ApiCall } from '../support/e2e-outlooks';

/**
 * Issue 29's typhoon week, as a farmer in City of Calamba reads it on a 375 px phone: a 10-day outlook of
 * light rains (its advice: catch rainwater), RAMON's advisory no. 7 with Signal No. 2 over Laguna and
 * Batangas, bulletins published for Calamba, then advisory no. 8 raising Calamba to Signal No. 3 and its
 * cyclone bulletins. Every product of the place must tell one story, the storm first, in English and
 * Tagalog, with and without script. Everything loaded here is removed after it.
 */
const browser = browserForThisFile();
const { url, open, api, publish } = e2ePortal(browser);

const TOWN = '/weather-services/ten-day/laguna/city-of-calamba';
const CYCLONE_PAGE = '/weather-services/special/laguna/city-of-calamba';
const CALENDAR = '/cropping-calendar-v2/ten-day/rice/laguna/city-of-calamba';
// Issued from when this file starts, in order: the live advisory is the newest by issue time, and the
// browser tests before this one end theirs with "no active cyclone" saved just now.
// #8 a second after #7: still before this file's own "no active cyclone" at its end, which must outrank it.
const ISSUED_7 = new Date();
const ISSUED_8 = new Date(ISSUED_7.getTime() + 1_000);
const ids = { tenDayEn: '', tenDayTl: '', sevenEn: '', sevenTl: '', eightEn: '', eightTl: '' };

const advisory = (bulletinNumber: string, issuedAt: Date, calamba: string) => ({
  activeCyclone: true,
  name: 'Typhoon RAMON',
  bulletinNumber,
  issuedAt: issuedAt.toISOString(),
  centre: '150 km east of Infanta, Quezon',
  centreTl: '150 km silangan ng Infanta, Quezon',
  movementDirection: 'WNW',
  movementSpeed: 20,
  maxWinds: 120,
  gusts: 150,
  hazardRainfall: 'Heavy to intense rains of 100–200 mm over Laguna',
  hazardRainfallTl: 'Malakas hanggang matinding ulan na 100–200 mm sa Laguna',
  signals: [
    { province: 'Laguna', signal: 'signal_number_2' },
    { province: 'Batangas', signal: 'signal_number_2' },
    { province: 'Laguna', municipality: 'City of Calamba', signal: calamba },
  ],
});

async function make(admin: ApiCall, kind: 'tenday' | 'special', language: 'en' | 'tag'): Promise<string> {
  const answer = await admin(`/api/reports/${kind}/crops`, {
    json: { region: 'calabarzon', province: 'Laguna', municipality: 'City of Calamba', crop: 'rice', language, operation: 'create' },
  });
  expect(answer.status, await answer.clone().text()).toBe(201);
  const { id } = (await answer.json()) as { id: string };
  await publish(id);
  return id;
}

beforeAll(async () => {
  const admin = await api('admin');
  const places = (await listPlaces(url)).map((place) => place.psgc);
  await loadTenDayOutlook(admin, { places, days: manilaDays(0), rainfall: () => 'b_normal' });
  await saveCycloneAdvisory(admin, advisory('7', ISSUED_7, 'signal_number_2'));
  ids.tenDayEn = await make(admin, 'tenday', 'en');
  ids.tenDayTl = await make(admin, 'tenday', 'tag');
  ids.sevenEn = await make(admin, 'special', 'en');
  ids.sevenTl = await make(admin, 'special', 'tag');
  await saveCycloneAdvisory(admin, advisory('8', ISSUED_8, 'signal_number_3'));
  ids.eightEn = await make(admin, 'special', 'en');
  ids.eightTl = await make(admin, 'special', 'tag');
  await waitForPage(url, TOWN, 'advisory no. 8');
}, 180_000);

afterAll(() => removeBulletinsAndOutlooks(api));

const mainText = async (page: Page) => (await page.locator('main').innerText()).replace(/\s+/g, ' ');

describe('one story per place in a typhoon week', () => {
  it.each([true, false])(
    "leads the town's 10-day page with Signal No. 3 and keeps today's card on a phone's first screen (script %s)",
    async (javaScriptEnabled) => {
      const { context, page } = await open(TOWN, { width: 375, javaScriptEnabled });
      await page.setViewportSize({ width: 375, height: 740 });
      expect(await page.locator('h1').innerText()).toContain('City of Calamba');
      const signal = page.getByTestId('place-signal-advice');
      expect(await signal.locator('h2').innerText()).toMatch(
        /^Signal No\. 3 is up for City of Calamba: tropical cyclone RAMON, advisory no\. 8, issued .+ PHT\.$/,
      );
      const today = await page.getByTestId('today-card').boundingBox();
      expect(today).not.toBeNull();
      expect(today!.y + 40, 'the top of the today card is on the first screen').toBeLessThan(740);
      expect(await page.getByTestId('today-card').innerText()).toMatch(/Today in City of Calamba/);
      // The signal comes before the outlook's days.
      const text = await mainText(page);
      expect(text.indexOf('Signal No. 3 is up for City of Calamba')).toBeLessThan(text.indexOf('Today in City of Calamba'));
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
      if (javaScriptEnabled) await expectNoAxeViolations(page);
      await context.close();
    },
  );

  it("says it all in Tagalog on the town's pages: the signal, the cyclone's movement and hazards, no English interface words", async () => {
    const english = englishValues();
    for (const path of [TOWN, CYCLONE_PAGE, CALENDAR]) {
      const { context, page } = await open(path, { width: 375, locale: 'tl' });
      const read = await page.evaluate<{ text: string; tooPrecise: string[] }>(READ_PAGE);
      expectNoEnglish(path, read.text, english);
      expect(read.text, path).not.toMatch(/Bagyong Typhoon|Typhoon RAMON/);
      if (path === TOWN) expect(read.text).toContain('Nakataas ang Babala Blg. 3 sa City of Calamba: Bagyong RAMON, abiso Blg. 8');
      if (path === CYCLONE_PAGE) {
        expect(read.text).toContain('Pakanluran-hilagang-kanluran sa bilis na 20 km/h');
        expect(read.text).toContain('Pinakamalakas na hanging 120 km/h malapit sa gitna, at bugso hanggang 150 km/h');
        expect(read.text).toContain('Malakas hanggang matinding ulan na 100–200 mm sa Laguna');
        expect(read.text).not.toContain('West northwestward');
      }
      await expectNoAxeViolations(page);
      await context.close();
    }
  });

  it('prints the Tagalog bulletins of the scenario without English interface words, proper names aside', async () => {
    const english = englishValues();
    for (const id of [ids.tenDayTl, ids.sevenTl, ids.eightTl]) {
      const pdf = await fetch(`${url}/bulletins/${id}.pdf`);
      expect(pdf.status).toBe(200);
      const text = (await pdfText(Buffer.from(await pdf.arrayBuffer()))).join(' ');
      // The partners' logos carry their own names (proper names); the check starts at the office's name.
      const printed = text.slice(text.indexOf('Kagawaran ng Pagsasaka'));
      expect(printed.length).toBeGreaterThan(500);
      expectNoEnglish(`PDF ${id}`, printed, english);
      expect(printed).not.toMatch(/Bagyong Typhoon|West northwestward/);
    }
  });

  it('puts the cyclone advice first in "what to do now", and the catch-rainwater advice after the storm passes', async () => {
    const { context, page } = await open(CALENDAR, { width: 375 });
    const now = page.getByTestId('advice-now');
    const sections = await now.locator('[data-testid="advice-section"] h3').allInnerTexts();
    expect(sections[0]).toMatch(/Tropical cyclone RAMON/);
    const after = now.getByTestId('after-storm');
    expect(await after.innerText()).toMatch(/After the storm passes[\s\S]*Signal No\. 3 is up here[\s\S]*rainwater/i);
    const before = (await now.innerText()).split('After the storm passes')[0]!;
    expect(before).not.toMatch(/rainwater/i);
    await expectNoAxeViolations(page);
    await context.close();
  });

  it('tells the 10-day bulletin published under Signal No. 2 that No. 3 was raised since, in its language, with the way to the advice', async () => {
    for (const [id, words] of [
      [ids.tenDayEn, 'Signal No. 3 was raised after this bulletin — read the cyclone advice.'],
      [ids.tenDayTl, 'Itinaas ang Babala Blg. 3 matapos ang bulletin na ito — basahin ang payo para sa bagyo.'],
    ] as const) {
      const { context, page } = await open(`/bulletins/${id}`, { width: 375, javaScriptEnabled: false });
      const notice = page.getByTestId('signal-since-notice');
      expect(await notice.innerText()).toContain(words);
      expect(await notice.locator(`a[href="${CYCLONE_PAGE}"]`).count()).toBe(1);
      expect(await notice.locator(`a[href="/bulletins/${id === ids.tenDayEn ? ids.eightEn : ids.eightTl}"]`).count()).toBe(1);
      // Made under Signal No. 2, it led with that storm: its own content is unchanged.
      expect(await page.getByTestId('bulletin-storm').innerText()).toMatch(/Signal No\. 2|Babala Blg\. 2/);
      await context.close();
    }
  });

  it("says advisory no. 7's cyclone bulletins are replaced, on their page, link preview and in the archive, and every 'latest' link skips them", async () => {
    for (const [id, words, newer] of [
      [ids.sevenEn, 'Replaced by advisory no. 8 — Signal No. 3.', ids.eightEn],
      [ids.sevenTl, 'Pinalitan na ng abiso Blg. 8 — Babala Blg. 3.', ids.eightTl],
    ] as const) {
      const { context, page } = await open(`/bulletins/${id}`, { width: 375 });
      const notice = page.getByTestId('replaced-notice');
      expect(await notice.innerText()).toContain(words);
      expect(await notice.locator(`a[href="/bulletins/${newer}"]`).count()).toBe(1);
      expect(await page.locator('meta[property="og:description"]').getAttribute('content')).toMatch(new RegExp(`^${words.replace(/[.]/g, '\\.')}`));
      await expectNoAxeViolations(page);
      await context.close();
    }
    for (const locale of [undefined, 'tl'] as const) {
      const { context, page } = await open(CYCLONE_PAGE, { locale });
      const latest = page.getByTestId('latest-bulletin').locator('a');
      // In the page's language: the Tagalog page links the Tagalog bulletin at its Tagalog address.
      expect(await latest.getAttribute('href')).toBe(locale ? `/tl/bulletins/${ids.eightTl}` : `/bulletins/${ids.eightEn}`);
      await context.close();
    }
    const archive = await open('/bulletins/type/special', { width: 375 });
    expect(await archive.page.getByTestId('archive-replaced').first().innerText()).toContain('Replaced by advisory no. 8');
    await archive.context.close();
  });

  it("leads each warned province's summary on the home page with its signal, and offers the reader's town with script", async () => {
    const town = await open(TOWN, { width: 375 });
    const home = await town.context.newPage();
    await home.goto(`${url}/`);
    const laguna = home.locator('[data-testid="home-tenday"] li').filter({ hasText: 'Laguna' });
    expect(await laguna.getByTestId('province-signal').innerText()).toMatch(/Signal No\. 2|Signal No\. 3/);
    const yourTown = home.locator('[data-your-town]');
    await yourTown.waitFor();
    expect(await yourTown.innerText()).toBe('Your town: City of Calamba — today');
    expect(await yourTown.locator('a').getAttribute('href')).toBe(TOWN);
    // The browser keeps the town's bare address: the Tagalog home page opens it in Tagalog.
    await home.goto(`${url}/tl`);
    await yourTown.waitFor();
    expect(await yourTown.locator('a').getAttribute('href')).toBe(`/tl${TOWN}`);
    await town.context.close();
    const noScript = await open('/', { width: 375, javaScriptEnabled: false });
    expect(await noScript.page.locator('[data-your-town]').isHidden()).toBe(true);
    await noScript.context.close();
  });

  it('publishes a province batch in both languages, and the archive keeps the storm on top with page 2 a link away, without script', async () => {
    const admin = await api('admin');
    const towns = (await listPlaces(url)).filter((place) => place.province === 'Laguna' && place.name !== 'City of Calamba').slice(0, 20);
    const made: string[] = [];
    for (const town of towns) {
      for (const language of ['en', 'tag'] as const) {
        const answer = await admin('/api/reports/tenday/crops', {
          json: { region: 'calabarzon', province: 'Laguna', municipality: town.name, crop: 'rice', language, operation: 'create' },
        });
        if (answer.status === 201) made.push(((await answer.json()) as { id: string }).id);
      }
    }
    expect(made.length).toBeGreaterThanOrEqual(36);
    await publish(...made);
    await waitForPage(url, '/bulletins', /page\/2/);
    const { context, page } = await open('/bulletins', { width: 375, javaScriptEnabled: false });
    const first = await page.getByTestId('archive').locator('li').first().innerText();
    expect(first).toMatch(/Special|Tropical|cyclone/i);
    const next = page.locator('a[href="/bulletins/page/2"]');
    expect(await next.count()).toBe(1);
    await next.click();
    expect(await page.getByTestId('archive').locator('li').count()).toBeGreaterThan(0);
    await context.close();
  }, 180_000);

  it('fits 360 px at 130 % text on every page of the scenario, with tap targets of 24 px for the banner, footer and download links', async () => {
    for (const path of ['/', TOWN, CYCLONE_PAGE, CALENDAR, `/bulletins/${ids.eightEn}`, '/bulletins']) {
      const { context, page } = await open(path, { width: 360 });
      await page.addStyleTag({ content: 'html { font-size: 130% !important; }' });
      // Named when it fails: what sticks out past the right edge.
      const wide = await page.evaluate(() =>
        [...document.querySelectorAll('main *')]
          .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 0.5)
          .map((element) => `${element.tagName.toLowerCase()}.${String(element.className).slice(0, 60)} ${(element.textContent ?? '').trim().slice(0, 30)}`)
          .slice(0, 5),
      );
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), `${path}: ${wide.join(' | ')}`).toBeLessThanOrEqual(0);
      const small = await page.evaluate(() =>
        [...document.querySelectorAll('[data-testid="cyclone-banner"] a, [data-testid="cyclone-banner"] summary, footer a, a[href$=".pdf"]')]
          .map((element) => ({ text: (element.textContent ?? '').trim().slice(0, 40), height: element.getBoundingClientRect().height }))
          .filter(({ height }) => height > 0 && height < 24),
      );
      expect(small, path).toEqual([]);
      await context.close();
    }
  });
});
