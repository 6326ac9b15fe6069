import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserForThisFile } from '../support/browser';
import { e2ePortal } from '../support/e2e';
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
    issuedAt: new Date(Date.now() - 3 * 3_600_000).toISOString(),
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

/**
 * English message values a Tagalog page must not show: every value of messages/en.json that differs
 * from its Tagalog one, as a pattern matching the whole value (placeholders stand for any short text).
 * Left out: the language switch (it offers English by name), plural forms, values of under 4 characters,
 * and values whose words are too few to tell a language by (e.g. "{from} to {to}").
 */
function englishValues(): { key: string; pattern: RegExp }[] {
  const read = (file: string) => JSON.parse(fs.readFileSync(path.join(process.cwd(), 'messages', file), 'utf8')) as Record<string, unknown>;
  const flatten = (tree: Record<string, unknown>, prefix = ''): [string, string][] =>
    Object.entries(tree).flatMap(([key, value]) =>
      typeof value === 'string' ? [[`${prefix}${key}`, value] as [string, string]] : flatten(value as Record<string, unknown>, `${prefix}${key}.`),
    );
  const tagalog = new Map(flatten(read('tl.json')));
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s+/g, '\\s+');
  return flatten(read('en.json')).flatMap(([key, raw]) => {
    const value = raw
      .replace(/<\/?\w+>/g, '')
      .replace(/''/g, "'")
      .trim();
    const tl = tagalog.get(key) ?? '';
    if (key.startsWith('Language.') || /,\s*(plural|select|selectordinal)\s*,/.test(value)) return [];
    if (value === tl.replace(/<\/?\w+>/g, '').trim() || value.length < 4 || tl.includes(value)) return [];
    const literal = value.replace(/\{[^}]*\}/g, ' ');
    if ((literal.match(/\p{L}/gu) ?? []).length < 4) return [];
    const source = value
      .split(/\{[^}]*\}/)
      .map(escape)
      .join('[^\\n]{1,80}?');
    return [{ key, pattern: new RegExp(`(?<![\\p{L}\\p{N}])${source}(?![\\p{L}\\p{N}])`, 'u') }];
  });
}

/**
 * Runs in the page (a plain script, so nothing the test's compiler adds travels with it): the visible
 * text in the page's language (elements marked with another `lang`, such as an English-only
 * recommendation or an English bulletin in the archive, are left out), and every number on the page
 * printed more precisely than allowed: a temperature has one decimal (with °C, or in a column whose
 * heading says °C); any other number is whole.
 */
const READ_PAGE = `(() => {
  const pageLang = document.documentElement.lang;
  const hidden = [];
  for (const element of document.body.querySelectorAll('[lang]')) {
    if (element.lang && !element.lang.startsWith(pageLang) && element.style.display !== 'none') {
      hidden.push([element, element.style.display]);
      element.style.display = 'none';
    }
  }
  const text = document.body.innerText;
  for (const [element, display] of hidden) element.style.display = display;

  const tooPrecise = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!parent || parent.closest('script, style, noscript, template') || !parent.checkVisibility()) continue;
    const value = node.textContent.replace(/\\d+\\.\\d(?:\\s*[–-]\\s*\\d+\\.\\d)?\\s*°\\s?C/g, ' ');
    const cell = parent.closest('td');
    const table = cell && cell.closest('table');
    const heading = table ? table.querySelectorAll('thead th')[cell.cellIndex] : null;
    const inTemperatureColumn = heading ? /°\\s?C/.test(heading.textContent) : false;
    for (const match of value.matchAll(/\\d+\\.\\d+/g)) {
      const decimals = match[0].split('.')[1].length;
      if (decimals === 1 && inTemperatureColumn) continue;
      tooPrecise.push(node.textContent.trim().slice(0, 80));
      break;
    }
  }
  return { text, tooPrecise };
})()`;

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

function expectNoEnglish(where: string, text: string, english: { key: string; pattern: RegExp }[]) {
  const flat = text.replace(/\s+/g, ' ');
  const found = english.filter(({ pattern }) => pattern.test(flat)).map(({ key, pattern }) => `${key}: ${flat.match(pattern)![0]}`);
  expect(found, `${where}: English interface text on a Tagalog page`).toEqual([]);
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
