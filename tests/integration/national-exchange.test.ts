import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { GET as changesRoute } from '@/app/api/export/v1/national/changes/route';
import { GET as cycloneRoute } from '@/app/api/export/v1/national/cyclone-advisory/route';
import { GET as reportsRoute } from '@/app/api/export/v1/national/reports/route';
import { GET as seasonalRoute } from '@/app/api/export/v1/national/seasonal/route';
import { GET as tenDayRoute } from '@/app/api/export/v1/national/ten-day/route';
import { POST as postSpecialBulletin } from '@/app/api/reports/special/crops/route';
import { POST as postTenDayBulletin } from '@/app/api/reports/tenday/crops/route';
import { POST as withdrawRoute } from '@/app/api/review/[id]/withdraw/route';
import { DELETE as deleteIssuanceRoute } from '@/app/api/weather/issuances/[id]/route';
import { POST as postTenDay } from '@/app/api/weather/10day/route';
import { POST as postSeasonal } from '@/app/api/weather/seasonal/region/route';
import { encodeChangeCursor } from '@/modules/exchange/rules/national/national-changes';
import { NATIONAL_CONTRACT } from '@/modules/exchange/rules/national/national-contract';
import { manilaToday } from '@/platform/format/manila-time';
import { nationalDateRange } from '@/modules/exchange/rules/national/national-dates';
import { writeAudit } from '@/modules/staff/server/audit/write-audit';
import { queryRows } from '@/platform/db/query-rows';
import { resolvePlaceFilter } from '@/modules/places/server/resolve-place-filter';
import { atRoute } from '../support/route-context';
import { documented } from '../support/documented-answers';
import { portalDb } from '../support/test-database';
import { loadDryTenDay, raiseSignals, typhoonWeekPortal } from '../support/typhoon-week';

/**
 * The national profile of the exports (issue 31): the national ACAP portal's own shapes, and a
 * "changes since" read a hub can poll, with withdrawn bulletins and deleted outlooks as tombstones.
 */
const BASE = 'http://localhost:3000';
const { callers, staff, post, publish } = typhoonWeekPortal();
type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- test reads of documented JSON

// Every answer is held against /api/openapi.json (decision 093): a status, media type or body it does not describe fails.
const read = async (handler: (request: Request) => Promise<Response>, path: string, status = 200) => {
  const answer = await documented(handler)(new Request(`${BASE}${path}`));
  expect(answer.status, `${path}: ${await answer.clone().text()}`).toBe(status);
  return (await answer.json()) as Json;
};
const documentOf = (body: Json) => body.collections[0].documents as { id: string; data: Json }[];
const withdraw = atRoute('/api/review/[id]/withdraw', withdrawRoute);
const deleteIssuance = atRoute('/api/weather/issuances/[id]', deleteIssuanceRoute);

async function readAllChanges(since: string | null, limit: number): Promise<{ changes: Json[]; cursor: string; pages: number }> {
  const changes: Json[] = [];
  let cursor = since;
  for (let pages = 1; ; pages += 1) {
    const body = await read(changesRoute, `/api/export/v1/national/changes?limit=${limit}${cursor ? `&since=${cursor}` : ''}`);
    expect(NATIONAL_CONTRACT.changes.output.safeParse(body).success).toBe(true);
    changes.push(...body.changes);
    cursor = body.cursor;
    if (!body.more) return { changes, cursor: body.cursor, pages };
  }
}

const ids = { firstTenDay: '', secondTenDay: '', seasonal: '', advisory: '', cycloneBulletin: '', tenDayBulletin: '' };
let start = '';

describe('the national profile of the exports', () => {
  it('starts with a cursor and no change to give', async () => {
    const { changes, cursor } = await readAllChanges(null, 500);
    expect(changes).toEqual([]);
    start = cursor;
  });

  it('gives a 10-day issue as one national document, towns by name and two Rosarios apart', async () => {
    await loadDryTenDay(callers.admin);
    const { municipalities, provinces } = await resolvePlaceFilter(await portalDb(), {});
    const rosarios = municipalities.filter((place) => place.name === 'Rosario');
    expect(rosarios.map((place) => provinces.find((p) => p.psgc === place.provincePsgc)!.name).sort()).toEqual(['Batangas', 'Cavite']);
    const today = manilaToday();
    const day = (offset: number) => new Date(Date.parse(`${today}T00:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10);
    const values = rosarios.flatMap((place) =>
      Array.from({ length: 10 }, (_, n) => ({
        municipality: place.psgc,
        date: day(n),
        tempMin: 23.5,
        tempMax: 32,
        tempMean: 27.8,
        rainfall: n < 3 ? 'above_normal' : 'wb_normal',
        rainfallAmount: null,
        cloudCover: 'CLOUDY',
        humidity: 88,
        windSpeed: 4,
        windDirection: 'SSW',
      })),
    );
    const saved = await post(postTenDay, '/api/weather/10day', { forecastDate: today, validFrom: today, validTo: day(9), values });
    expect(saved.status, await saved.clone().text()).toBe(201);

    const body = await read(tenDayRoute, '/api/export/v1/national/ten-day');
    expect(NATIONAL_CONTRACT.tenDay.output.safeParse(body).success).toBe(true);
    const [document] = documentOf(body);
    ids.secondTenDay = document!.id;
    const data = document!.data;
    expect(data).toMatchObject({ error: null, date_forecast: expect.stringMatching(/^\d{2}\/\d{2}\/\d{4} @8AM$/), date_end_str: day(9).replaceAll('-', '/') });
    // One spelling of date_range, the national documents' (`August 2-11, 2023`), here and in the envelope.
    expect(data.date_range).toBe(nationalDateRange(today, day(9)));
    expect(data.date_range).toMatch(/^[A-Z][a-z]+ \d{1,2}(?:, \d{4})?-(?:[A-Z][a-z]+ )?\d{1,2}, \d{4}$/);
    expect(body.meta.issuance.date_range).toBe(data.date_range);
    expect(Object.keys(data.municipalities)).toEqual(expect.arrayContaining(['Rosario, Batangas', 'Rosario, Cavite', 'City of Calamba', 'Bay']));
    expect(Object.keys(data.municipalities)).not.toContain('Rosario');
    const batangas = data.municipalities['Rosario, Batangas'];
    expect(batangas).toHaveLength(10);
    expect(batangas[0]).toEqual({
      day: 1,
      day_str: today.replaceAll('-', '/'),
      day_format: expect.stringMatching(/^(Mon|Tue|Wed|Thu|Fri|Sat|Sun) [A-Z][a-z]{2} \d{2}$/),
      municipality: 'Rosario',
      province: 'Batangas',
      psgc: rosarios.find((place) => place.provincePsgc === provinces.find((p) => p.name === 'Batangas')!.psgc)!.psgc,
      tmin: 23.5,
      tmax: 32,
      tmean: 27.8,
      humidity: 88,
      wspeed: 4,
      wdirection: 'SSW',
      cover: 'CLOUDY',
      rainfall: 'HEAVY RAINS',
      rainfall_amt_text: 'more than 180mm of rain within 24 hours',
    });
    expect(data.municipalities.Bay[0]).toMatchObject({
      province: 'Laguna',
      rainfall: 'LIGHT RAINS',
      rainfall_amt_text: 'less than 60mm of rain within 24 hours',
    });
    expect(batangas[9]).toMatchObject({ day: 10, rainfall: 'NO RAIN' });
  });

  it('gives the seasonal outlook per province as {name, mos, months: [{mo, val, con}]}, the class computed here', async () => {
    // The original portal's shape, with the class its client computed (wrongly here): the server computes its own.
    const months = ['dec', 'jan', 'feb', 'mar', 'apr', 'may'].map((mo, n) => ({ mo, val: [35, 60, 100, 130, 0, 90][n], con: 'above_normal' }));
    const saved = await post(postSeasonal, '/api/weather/seasonal/region', { region: 'calabarzon', start: '2026-12', provinces: [{ name: 'Laguna', months }] });
    expect(saved.status, await saved.clone().text()).toBe(201);
    const body = await read(seasonalRoute, '/api/export/v1/national/seasonal');
    expect(NATIONAL_CONTRACT.seasonal.output.safeParse(body).success).toBe(true);
    const laguna = documentOf(body).find((document) => document.id === 'laguna')!.data;
    expect(laguna).toMatchObject({
      name: 'Laguna',
      mos: ['dec', 'jan', 'feb', 'mar', 'apr', 'may'],
      year_months: ['2026-12', '2027-01', '2027-02', '2027-03', '2027-04', '2027-05'],
    });
    expect(laguna.months.map((month: Json) => [month.mo, month.val, month.con])).toEqual([
      ['dec', 35, 'wb_normal'],
      ['jan', 60, 'b_normal'],
      ['feb', 100, 'near_normal'],
      ['mar', 130, 'above_normal'],
      ['apr', 0, 'wb_normal'],
      ['may', 90, 'near_normal'],
    ]);
  });

  it('gives the cyclone advisory as the national cyclone_advisory document', async () => {
    ids.advisory = await raiseSignals(callers.admin, new Date(Date.now() - 3_600_000));
    const body = await read(cycloneRoute, '/api/export/v1/national/cyclone-advisory');
    expect(NATIONAL_CONTRACT.cyclone.output.safeParse(body).success).toBe(true);
    const { data } = documentOf(body)[0]!;
    expect(data).toMatchObject({
      has_cyclone: true,
      type: 'cyclone_advisory',
      source: 'PAGASA',
      data: { meta: { typhoon_name: 'RAMON', bulletin_number: '8' } },
    });
    expect(data.data.signal).toEqual([
      { title: 'SIGNAL NO. 2', content: [{ provinces: expect.stringMatching(/^(Laguna, Batangas|Batangas, Laguna)$/), island: 'Luzon' }] },
      { title: 'SIGNAL NO. 3', content: [{ provinces: 'Laguna (City of Calamba)', island: 'Luzon' }] },
    ]);
    const lagunaTwo = data.data.affected.find((entry: Json) => entry.province === 'Laguna' && entry.signal === 2);
    expect(lagunaTwo.value).toBe('signal_number_2');
    expect(lagunaTwo.municipalities).toContain('Bay');
    expect(lagunaTwo.municipalities).not.toContain('City of Calamba');
    expect(data.data.affected.find((entry: Json) => entry.signal === 3).municipalities).toEqual(['City of Calamba']);
    expect(data.data.details.map((detail: Json) => detail.title)).toEqual(['Location of Eye/center', 'Movement', 'Strength', 'Forecast Position']);
  });

  it('gives published bulletins as report records, never a draft, and no staff email', async () => {
    const cyclone = await post(
      postSpecialBulletin,
      '/api/reports/special/crops',
      { province: 'Laguna', municipality: 'City of Calamba', crop: 'rice', language: 'en', operation: 'create' },
      staff.author,
    );
    expect(cyclone.status, await cyclone.clone().text()).toBe(201);
    ids.cycloneBulletin = ((await cyclone.json()) as { id: string }).id;
    const tenDay = await post(
      postTenDayBulletin,
      '/api/reports/tenday/crops',
      { province: 'Laguna', municipality: 'Bay', crop: 'rice', language: 'tag', operation: 'create' },
      staff.author,
    );
    expect(tenDay.status, await tenDay.clone().text()).toBe(201);
    ids.tenDayBulletin = ((await tenDay.json()) as { id: string }).id;
    expect((await read(reportsRoute, '/api/export/v1/national/reports')).total).toBe(0);

    await publish(ids.cycloneBulletin, ids.tenDayBulletin);
    const body = await read(reportsRoute, '/api/export/v1/national/reports');
    expect(NATIONAL_CONTRACT.reports.output.safeParse(body).success).toBe(true);
    expect(body.total).toBe(2);
    const records = Object.fromEntries(documentOf(body).map((document) => [document.id, document.data]));
    expect(records[ids.cycloneBulletin]).toMatchObject({
      type: 'special_weather',
      condition: 'signal_number_3',
      municipality: 'City of Calamba',
      crop: 'Rice',
      crop_key: 'rice',
      updated_by: 'admin',
    });
    // A Tagalog record: the crop's name in Tagalog, its English key beside it, the date range spelt as in English ones.
    const liveTenDay = documentOf(await read(tenDayRoute, '/api/export/v1/national/ten-day'))[0]!.data;
    expect(records[ids.tenDayBulletin]).toMatchObject({
      crop: 'Palay',
      crop_key: 'rice',
      date_range: liveTenDay.date_range,
      type: 'ten_day',
      condition: 'b_normal',
      rainfall: 'LIGHT RAINS',
      language: 'tag',
      region: 'calabarzon',
      page_url: `/tl/bulletins/${ids.tenDayBulletin}`,
      pdf_name: expect.stringMatching(/^Laguna_Bay_Palay_[a-z]{3}_\d{4}\.pdf$|^Laguna_Bay_Rice_[a-z]{3}_\d{4}\.pdf$/),
    });
    for (const record of Object.values(records)) {
      expect(record.smsRecommendations.length).toBeGreaterThan(20);
      expect(record.recommendations).toMatch(/^<h4>/);
      expect(record.stages.length).toBeGreaterThan(0);
    }
    expect(JSON.stringify(body)).not.toMatch(/@/);
    const one = await read(reportsRoute, `/api/export/v1/national/reports?id=${ids.tenDayBulletin}`);
    expect(documentOf(one).map((document) => document.id)).toEqual([ids.tenDayBulletin]);
  });

  it('lists every change since a cursor once, oldest first, with where to read it, a page at a time', async () => {
    const all = await readAllChanges(start, 500);
    const kinds = all.changes.map((change) => `${change.op} ${change.kind}`);
    expect(kinds).toEqual(['upsert ten_day', 'upsert ten_day', 'upsert seasonal', 'upsert special_weather', 'upsert report', 'upsert report']);
    ids.firstTenDay = all.changes[0]!.id;
    expect(all.changes[1]!.id).toBe(ids.secondTenDay);
    for (const change of all.changes) {
      const handler = { ten_day: tenDayRoute, seasonal: seasonalRoute, special_weather: cycloneRoute, report: reportsRoute }[change.kind as 'report'];
      expect(documentOf(await read(handler, change.href)).map((document) => document.id)).toContain(change.kind === 'seasonal' ? 'laguna' : change.id);
    }
    // The same changes two at a time, each once.
    const paged = await readAllChanges(start, 2);
    expect(paged.pages).toBe(3);
    expect(paged.changes).toEqual(all.changes);
    expect(paged.cursor).toBe(all.cursor);
    // Nothing new since the last cursor.
    expect((await readAllChanges(all.cursor, 500)).changes).toEqual([]);
    start = all.cursor;
  });

  it('gives a withdrawn bulletin and a deleted outlook as tombstones, and they leave the documents', async () => {
    const withdrawn = await withdraw(
      new Request(`${BASE}/api/review/${ids.tenDayBulletin}/withdraw`, {
        method: 'POST',
        headers: { ...staff.reviewer, 'content-type': 'application/json' },
        body: JSON.stringify({ reason: 'Wrong crop stages for Bay.' }),
      }),
    );
    expect(withdrawn.status, await withdrawn.clone().text()).toBe(200);
    const removed = await deleteIssuance(new Request(`${BASE}/api/weather/issuances/${ids.firstTenDay}`, { method: 'DELETE', headers: callers.superadmin }));
    expect(removed.status, await removed.clone().text()).toBe(200);

    const { changes } = await readAllChanges(start, 500);
    expect(changes.map(({ kind, id, op, href, reason }) => ({ kind, id, op, href, reason }))).toEqual([
      { kind: 'report', id: ids.tenDayBulletin, op: 'delete', href: null, reason: 'withdrawn' },
      { kind: 'ten_day', id: ids.firstTenDay, op: 'delete', href: null, reason: 'deleted' },
    ]);
    expect((await read(reportsRoute, '/api/export/v1/national/reports')).total).toBe(1);
    await read(reportsRoute, `/api/export/v1/national/reports?id=${ids.tenDayBulletin}`, 404);
  });

  it('refuses a cursor it did not give (400) and one into a history it no longer has (410)', async () => {
    expect((await read(changesRoute, '/api/export/v1/national/changes?since=not-a-cursor', 400)).error.message).toMatch(
      /^since is not a cursor this portal gave/,
    );
    const { cursor } = await readAllChanges(start, 500);
    const after = Number(atob(cursor.replace(/-/g, '+').replace(/_/g, '/')).split('.')[1]);
    const foreign = encodeChangeCursor({ after, link: '0123456789abcdef' });
    expect((await read(changesRoute, `/api/export/v1/national/changes?since=${foreign}`, 410)).error.message).toMatch(/no longer has/);
    const beyond = encodeChangeCursor({ after: after + 1000, link: '0123456789abcdef' });
    await read(changesRoute, `/api/export/v1/national/changes?since=${beyond}`, 410);
  });

  // On PostgreSQL, several instances write at once; a change committed late must never fall behind a cursor already given.
  it.skipIf(!process.env.DATABASE_URL)('never lets a cursor pass a change still being written by another connection', async () => {
    const db = await portalDb();
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const slow = db.transaction(async (tx) => {
      await writeAudit(tx, { actor: 'system', action: 'bulletin.approve', target: 'late-writer' });
      await held;
    });
    // The slow writer holds the trail's lock; a second writer queues behind it.
    await expect
      .poll(async () => (await queryRows<{ n: number }>(db, sql`select count(*)::int as n from pg_locks where locktype = 'advisory' and granted`))[0]!.n)
      .toBeGreaterThan(0);
    const fast = db.transaction((tx) => writeAudit(tx, { actor: 'system', action: 'bulletin.approve', target: 'early-finisher' }));
    const during = await readAllChanges(start, 500);
    release();
    await Promise.all([slow, fast]);
    const after = await readAllChanges(during.cursor, 500);
    expect(after.changes.map((change) => change.id)).toEqual(expect.arrayContaining(['late-writer', 'early-finisher']));
  });
});
