import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserForThisFile } from '../support/browser';
import { e2ePortal } from '../support/e2e';
import { englishValues, expectNoEnglish, READ_PAGE } from '../support/english-words';
import {
  listPlaces,
  loadSeasonalOutlook,
  loadTenDayOutlook,
  manilaDays,
  removeBulletinsAndOutlooks,
  saveCycloneAdvisory,
  waitForPage,
  type ApiCall,
} from '../support/e2e-outlooks';

/**
 * Every kind of public page, in English and in Tagalog, with a current 10-day outlook, a seasonal
 * outlook and an active cyclone loaded: no raw ISO time, no number more precise than the one
 * formatter allows, and on Tagalog pages no English interface text (the English message values).
 * What this file loads is removed again after it: the other browser tests expect no outlook.
 */
const browser = browserForThisFile();
const { url, open, api, publish } = e2ePortal(browser);

const ISO_TIMESTAMP = /\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const DAYS = manilaDays(0);
const CYCLONE = 'Tinoykulot';
const RAINFALL = ['above_normal', 'near_normal', 'b_normal', 'wb_normal'] as const;

const bulletins: { id: string; type: string; language: 'en' | 'tag' }[] = [];

async function makeBulletins(admin: ApiCall) {
  for (const [kind, type] of [
    ['tenday', 'ten_day'],
    ['special', 'special_weather'],
  ] as const) {
    for (const language of ['en', 'tag'] as const) {
      const answer = await admin(`/api/reports/${kind}/crops`, {
        json: { region: 'calabarzon', province: 'Laguna', municipality: 'Bay', crop: 'rice', language, operation: 'create' },
      });
      expect(answer.status, await answer.clone().text()).toBe(201);
      bulletins.push({ id: ((await answer.json()) as { id: string }).id, type, language });
    }
  }
  await publish(...bulletins.map((bulletin) => bulletin.id));
}

beforeAll(async () => {
  const admin = await api('admin');
  const places = (await listPlaces(url)).map((place) => place.psgc);
  await loadTenDayOutlook(admin, { places, days: DAYS, rainfall: (p, d) => RAINFALL[(p + d) % RAINFALL.length]! });
  await loadSeasonalOutlook(admin);
  await saveCycloneAdvisory(admin, {
    activeCyclone: true,
    name: CYCLONE,
    bulletinNumber: '6',
    // Now: the live advisory is the newest by issue time, after the previous file's "no active cyclone".
    issuedAt: new Date().toISOString(),
    centre: '150 km east of Infanta, Quezon',
    centreTl: '150 km silangan ng Infanta, Quezon',
    movement: 'Westward at 15 km/h',
    movementTl: 'Pakanluran, 15 km/h',
    strength: 'Maximum sustained winds of 95 km/h',
    strengthTl: 'Pinakamalakas na hangin na 95 km/h',
    signals: [
      { province: 'Quezon', signal: 'signal_number_2' },
      { province: 'Laguna', signal: 'signal_number_1' },
    ],
  });
  await makeBulletins(admin);
  await waitForPage(url, '/weather-services/special/quezon', CYCLONE);
  await waitForPage(url, '/weather-services/ten-day/laguna/bay', '22.9');
  await waitForPage(url, '/bulletins', bulletins[0]!.id);
}, 120_000);

afterAll(() => removeBulletinsAndOutlooks(api));

const FIRST_DAY_AFTER_TODAY = DAYS[1]!;
const PAGES: { path: string; status?: number }[] = [
  { path: '/' },
  { path: '/weather-services' },
  { path: '/weather-services/seasonal' },
  { path: '/weather-services/seasonal/laguna' },
  { path: '/weather-services/seasonal/laguna/bay' },
  { path: '/weather-services/ten-day' },
  { path: '/weather-services/ten-day/laguna' },
  { path: '/weather-services/ten-day/laguna/bay' },
  { path: `/weather-services/ten-day/laguna/bay/${FIRST_DAY_AFTER_TODAY}` },
  { path: '/weather-services/special' },
  { path: '/weather-services/special/quezon' },
  { path: '/weather-services/special/quezon/infanta' },
  { path: '/cropping-calendar-v2' },
  { path: '/cropping-calendar-v2/ten-day/rice' },
  { path: '/cropping-calendar-v2/ten-day/rice/laguna' },
  { path: '/cropping-calendar-v2/ten-day/rice/laguna/bay' },
  { path: '/cropping-calendar-v2/seasonal/rice/quezon/infanta' },
  { path: '/bulletins' },
  { path: '/privacy' },
  { path: '/no-such-page', status: 404 },
];

async function readPage(pagePath: string, locale: 'en' | 'tl', expectedStatus = 200) {
  const { context, page, status } = await open(pagePath, { locale: locale === 'tl' ? 'tl' : undefined });
  expect(status, pagePath).toBe(expectedStatus);
  expect(await page.locator('html').getAttribute('lang'), pagePath).toBe(locale);
  const read = await page.evaluate<{ text: string; tooPrecise: string[] }>(READ_PAGE);
  await context.close();
  return read;
}

function expectFormatted(where: string, { text, tooPrecise }: { text: string; tooPrecise: string[] }) {
  expect(text.match(ISO_TIMESTAMP)?.[0] ?? null, `${where}: a raw ISO time`).toBeNull();
  expect(tooPrecise, `${where}: numbers printed more precisely than the formatter allows`).toEqual([]);
}

describe('times, numbers and Tagalog on every public page', () => {
  const english = englishValues();

  it('builds its list of English texts from the message files', () => {
    expect(english.length).toBeGreaterThan(100);
    expect(english.some(({ pattern }) => pattern.test('Weather Services'))).toBe(true);
    // A Tagalog sentence that only contains an English word is not a hit.
    expect(english.filter(({ pattern }) => pattern.test('Mga Serbisyo ng ACAP sa Panahon'))).toEqual([]);
  });

  it.each(PAGES)('$path in English: Philippine times, rounded numbers', async ({ path: pagePath, status }) => {
    expectFormatted(pagePath, await readPage(pagePath, 'en', status));
  });

  it.each(PAGES)('$path in Tagalog: the same, and no English interface text', async ({ path: pagePath, status }) => {
    const read = await readPage(pagePath, 'tl', status);
    expectFormatted(`${pagePath} (tl)`, read);
    expectNoEnglish(pagePath, read.text, english);
  });

  it('shows the readings rounded and wind in km/h on the 10-day table', async () => {
    const { context, page } = await open('/weather-services/ten-day/laguna/bay');
    const row = await page.getByRole('table').first().locator('tbody tr').first().innerText();
    expect(row).toContain('22.9');
    expect(row).toContain('31.6');
    expect(row).toContain('91%');
    expect(row).toContain('14 km/h NE');
    expect(row).not.toMatch(/22\.876|90\.67|3\.87/);
    await context.close();
  });

  it('shows the Tagalog cyclone texts on the Tagalog special tab, and the English ones in English', async () => {
    const tagalog = await readPage('/weather-services/special/quezon', 'tl');
    expect(tagalog.text).toContain('150 km silangan ng Infanta, Quezon');
    expect(tagalog.text).toContain('Pinakamalakas na hangin na 95 km/h');
    expect(tagalog.text).not.toContain('Maximum sustained winds');
    expect(tagalog.text).toMatch(/(Enero|Pebrero|Marso|Abril|Mayo|Hunyo|Hulyo|Agosto|Setyembre|Oktubre|Nobyembre|Disyembre) \d{1,2}, \d{4}, \d{2}:\d{2} PHT/);
    const english = await readPage('/weather-services/special/quezon', 'en');
    expect(english.text).toContain('150 km east of Infanta, Quezon');
    expect(english.text).toMatch(/(January|February|March|April|May|June|July|August|September|October|November|December) \d{1,2}, \d{4}, \d{2}:\d{2} PHT/);
  });

  it('reads each bulletin in its own language with Philippine times, rounded numbers and, in Tagalog, no English labels', async () => {
    expect(bulletins).toHaveLength(4);
    for (const bulletin of bulletins) {
      const locale = bulletin.language === 'tag' ? 'tl' : 'en';
      const read = await readPage(`/bulletins/${bulletin.id}`, locale);
      expectFormatted(`bulletin ${bulletin.type} (${locale})`, read);
      if (locale === 'tl') expectNoEnglish(`bulletin ${bulletin.type}`, read.text, english);
    }
  });

  it('uses one set of Tagalog month and day names on the pages', async () => {
    const { text } = await readPage('/weather-services/ten-day/laguna/bay', 'tl');
    expect(text).toMatch(/\b(Lin|Lun|Mar|Miy|Huw|Biy|Sab), (Ene|Peb|Mar|Abr|May|Hun|Hul|Ago|Set|Okt|Nob|Dis) \d{1,2}\b/);
    expect(text).not.toMatch(/\b(Sun|Mon|Tue|Wed|Thu|Fri|Sat), (Jan|Feb|Apr|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d/);
  });
});
