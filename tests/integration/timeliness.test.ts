import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { PUT as putCalendar } from '@/app/api/calendar/route';
import { POST as postReport } from '@/app/api/reports/tenday/crops/route';
import { GET as getSummary } from '@/app/api/timeliness/summary/route';
import { POST as postTenDay } from '@/app/api/weather/10day/route';
import { POST as postSeasonal } from '@/app/api/weather/seasonal/region/route';
import { bulletin } from '@/db/schema';
import { PLACES } from '@/modules/places/rules/places';
import { parse as parseCsv } from 'csv-parse/sync';
import { seedDemoData } from '@/modules/demo/server/seed-demo-data';
import { listOutlookTimeliness } from '@/modules/timeliness/server/list-outlook-timeliness';
import { databaseWithCallers } from '../support/callers';
import { portalDb } from '../support/test-database';

const BASE = 'http://localhost:3000';
const LAGUNA = '0403400000';
const CAVITE = '0402100000';
const BAY = '0403402000';
const CALAUAN = '0403406000';
const LOS_BANOS = '0403411000';
const LAGUNA_PLACES = PLACES.filter((place) => place.province === LAGUNA).length;

const callers = databaseWithCallers({
  afterSetUp: async () => {
    await seedDemoData(await portalDb());
  },
});

const send = (handler: (r: Request) => Promise<Response>, method: string, path: string, body: unknown) =>
  handler(new Request(`${BASE}${path}`, { method, headers: { ...callers.admin, 'content-type': 'application/json' }, body: JSON.stringify(body) }));
const summary = (query: string, headers: Record<string, string> = callers.admin) =>
  getSummary(new Request(`${BASE}/api/timeliness/summary${query}`, { headers }));
const days = (from: string) => Array.from({ length: 10 }, (_, i) => new Date(Date.parse(`${from}T00:00:00Z`) + i * 86_400_000).toISOString().slice(0, 10));

async function loadTenDay(from: string, places: string[]) {
  const window = days(from);
  const values = places.flatMap((municipality) =>
    window.map((date) => ({
      municipality,
      date,
      tempMin: 24,
      tempMax: 31,
      tempMean: 27,
      rainfall: 'above_normal',
      rainfallAmount: null,
      cloudCover: 'CLOUDY',
      humidity: 85,
      windSpeed: 3,
      windDirection: 'SW',
    })),
  );
  const answer = await send(postTenDay, 'POST', '/api/weather/10day', { forecastDate: from, validFrom: from, validTo: window.at(-1), values });
  expect(answer.status, await answer.clone().text()).toBe(201);
}

async function makeBulletin(municipality: string, language: 'en' | 'tag'): Promise<string> {
  const answer = await send(postReport, 'POST', '/api/reports/tenday/crops', {
    region: 'calabarzon',
    province: 'Laguna',
    municipality,
    crop: 'rice',
    language,
    operation: 'create',
    allowExpired: true,
  });
  expect(answer.status, await answer.clone().text()).toBe(201);
  return ((await answer.json()) as { id: string }).id;
}

async function setState(id: string, state: 'published' | 'withdrawn' | 'in_review', publishedAt?: string) {
  const at = publishedAt ? new Date(publishedAt) : null;
  await (
    await portalDb()
  )
    .update(bulletin)
    .set({ state, publishedAt: at, withdrawnAt: state === 'withdrawn' ? new Date('2025-11-20T09:00:00+08:00') : null })
    .where(eq(bulletin.id, id));
}

/**
 * A 10-day outlook from November 3, 2025 for Bay, Los Baños and Calauan: Bay's English bulletin
 * published on the 5th at 23:30 (2 days, on time), its Tagalog one published on the 4th and withdrawn
 * since, Los Baños's on the 6th at 00:30 (3 days, late); Calauan's stay a draft and in review. A seasonal
 * outlook for Laguna from November (every Laguna place, none published) and a 10-day outlook of
 * December for Bay (another month).
 */
beforeAll(async () => {
  const rows = ['Bay', 'Los Baños', 'Calauan'].map((municipality) => ({ municipality, slots: Array(24).fill('veg') }));
  expect((await send(putCalendar, 'PUT', '/api/calendar', { province: 'Laguna', crop: 'rice', mode: 'ten_day', rows })).status).toBe(200);
  await loadTenDay('2025-11-03', [BAY, LOS_BANOS, CALAUAN]);
  const [bayEnglish, bayTagalog, losBanos, calauanDraft, calauanInReview] = [
    await makeBulletin('Bay', 'en'),
    await makeBulletin('Bay', 'tag'),
    await makeBulletin('Los Baños', 'en'),
    await makeBulletin('Calauan', 'en'),
    await makeBulletin('Calauan', 'tag'),
  ];
  await setState(bayEnglish, 'published', '2025-11-05T23:30:00+08:00');
  await setState(bayTagalog, 'withdrawn', '2025-11-04T10:00:00+08:00');
  await setState(losBanos, 'published', '2025-11-06T00:30:00+08:00');
  await setState(calauanInReview, 'in_review');
  expect(calauanDraft).toBeTruthy();

  const months = ['nov', 'dec', 'jan', 'feb', 'mar', 'apr'].map((mo) => ({ mo, val: 100 }));
  const seasonal = await send(postSeasonal, 'POST', '/api/weather/seasonal/region', {
    region: 'calabarzon',
    start: '2025-11',
    provinces: [{ name: 'Laguna', months }],
  });
  expect(seasonal.status).toBe(201);
  await loadTenDay('2025-12-01', [BAY]);
});

async function csvOf(query: string) {
  const answer = await summary(query);
  expect(answer.status, await answer.clone().text()).toBe(200);
  return { answer, rows: parseCsv(await answer.text()) };
}

describe('the timeliness summary call', () => {
  it('is for staff: anonymous 401, no level 403, admins and superadmins 200', async () => {
    expect((await summary('?month=2025-11', callers.anonymous)).status).toBe(401);
    expect((await summary('?month=2025-11', callers.noLevel)).status).toBe(403);
    expect((await summary('?month=2025-11', callers.admin)).status).toBe(200);
    expect((await summary('?month=2025-11', callers.superadmin)).status).toBe(200);
  });

  it('answers a month per province as a CSV file: on time, late, median delay and places left without, drafts and reviews not counted', async () => {
    const { answer, rows } = await csvOf('?month=2025-11');
    expect(answer.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(answer.headers.get('content-disposition')).toBe('attachment; filename="acap-timeliness-2025-11.csv"');
    expect(rows[0]).toEqual([
      'month',
      'province psgc',
      'province',
      'outlooks issued',
      'bulletins published',
      'on time (within 2 days)',
      'late (more than 2 days)',
      'median delay (days)',
      'places without a bulletin (once per outlook)',
    ]);
    const without = String(1 + LAGUNA_PLACES);
    expect(rows.slice(1)).toEqual([
      ['2025-11', '0401000000', 'Batangas', '0', '0', '0', '0', '', '0'],
      ['2025-11', CAVITE, 'Cavite', '0', '0', '0', '0', '', '0'],
      ['2025-11', LAGUNA, 'Laguna', '2', '3', '2', '1', '2', without],
      ['2025-11', '0405600000', 'Quezon', '0', '0', '0', '0', '', '0'],
      ['2025-11', '0405800000', 'Rizal', '0', '0', '0', '0', '', '0'],
      ['2025-11', '', 'All provinces (Region 4a)', '2', '3', '2', '1', '2', without],
    ]);
  });

  it('gives one province’s row, named in the file name, and counts outlooks by the month they began', async () => {
    const { answer, rows } = await csvOf(`?month=2025-11&province=${LAGUNA}`);
    expect(answer.headers.get('content-disposition')).toBe('attachment; filename="acap-timeliness-2025-11-laguna.csv"');
    expect(rows.slice(1)).toEqual([['2025-11', LAGUNA, 'Laguna', '2', '3', '2', '1', '2', String(1 + LAGUNA_PLACES)]]);
    const december = await csvOf(`?month=2025-12&province=${LAGUNA}`);
    expect(december.rows.slice(1)).toEqual([['2025-12', LAGUNA, 'Laguna', '1', '0', '0', '0', '', '1']]);
    // The form's "All provinces" sends an empty province.
    expect((await csvOf('?month=2025-10&province=')).rows.at(-1)).toEqual(['2025-10', '', 'All provinces (Region 4a)', '0', '0', '0', '0', '', '0']);
  });

  it('refuses a month that is not one with 400 naming it, and an unknown province with 404 naming it', async () => {
    for (const query of ['', '?month=2025-13', '?month=November', '?month=2025-11-01']) {
      const answer = await summary(query);
      expect(answer.status, query).toBe(400);
      expect(((await answer.json()) as { error: { message: string } }).error.message, query).toMatch(/^month: /);
    }
    const unknown = await summary('?month=2025-11&province=0499000000');
    expect(unknown.status).toBe(404);
    expect(((await unknown.json()) as { error: { message: string } }).error.message).toBe('No province 0499000000 in Region 4a.');
    expect((await summary('?month=2025-11&province=Laguna')).status).toBe(400);
  });
});

describe('the timeliness page data', () => {
  it('lists the outlooks newest first, each place’s published bulletins with delay and late flag, and the places without', async () => {
    const db = await portalDb();
    const { outlooks, total, pages } = await listOutlookTimeliness(db, { page: 1 });
    expect([total, pages]).toEqual([3, 1]);
    expect(outlooks.map((outlook) => [outlook.kind, outlook.label])).toEqual([
      ['10-day outlook', 'December 1 – 10, 2025'],
      ['10-day outlook', 'November 3 – 12, 2025'],
      ['Seasonal outlook', 'November 2025 – April 2026'],
    ]);
    const november = outlooks[1]!;
    expect(november.published.map((place) => [place.name, place.bulletins.map((b) => [b.language, b.publishedAt, b.delayDays, b.late, b.withdrawn])])).toEqual([
      [
        'Bay',
        [
          ['tag', '2025-11-04T02:00:00.000Z', 1, false, true],
          ['en', '2025-11-05T15:30:00.000Z', 2, false, false],
        ],
      ],
      ['Los Baños', [['en', '2025-11-05T16:30:00.000Z', 3, true, false]]],
    ]);
    expect(november.withoutBulletin.map((place) => place.name)).toEqual(['Calauan']);
    expect(november.counts).toEqual({ bulletins: 3, onTime: 2, late: 1 });
    // Five stored: the draft and the one in review are not published.
    expect((await db.select({ n: count() }).from(bulletin))[0]!.n).toBe(5);
    expect(outlooks[2]!.withoutBulletin).toHaveLength(LAGUNA_PLACES);
  });

  it('agrees with the CSV: the month’s outlooks add up to its Laguna row', async () => {
    const { outlooks } = await listOutlookTimeliness(await portalDb(), { page: 1 });
    const month = outlooks.filter((outlook) => outlook.issue.validFrom.startsWith('2025-11'));
    const sum = (pick: (outlook: (typeof month)[number]) => number) => String(month.reduce((total, outlook) => total + pick(outlook), 0));
    const { rows } = await csvOf(`?month=2025-11&province=${LAGUNA}`);
    expect(rows[1]!.slice(3)).toEqual([
      String(month.length),
      sum((outlook) => outlook.counts.bulletins),
      sum((outlook) => outlook.counts.onTime),
      sum((outlook) => outlook.counts.late),
      '2',
      sum((outlook) => outlook.withoutBulletin.length),
    ]);
  });

  it('keeps one kind of outlook, or one province’s places', async () => {
    const db = await portalDb();
    const seasonal = await listOutlookTimeliness(db, { type: 'seasonal', page: 1 });
    expect(seasonal.outlooks.map((outlook) => outlook.kind)).toEqual(['Seasonal outlook']);
    const cavite = await listOutlookTimeliness(db, { province: CAVITE, page: 1 });
    expect(cavite.outlooks.map((outlook) => [outlook.published.length, outlook.withoutBulletin.length])).toEqual([
      [0, 0],
      [0, 0],
      [0, 0],
    ]);
  });
});
