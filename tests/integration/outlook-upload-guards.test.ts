import { and, asc, count, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import * as planRoute from '@/app/api/drafts/plan/route';
import { POST as postTenDay } from '@/app/api/weather/10day/route';
import { GET as getTenDayTemplate } from '@/app/api/weather/10day/template/route';
import { POST as postSeasonalExcel } from '@/app/api/weather/seasonal/excel/route';
import { GET as getSeasonalTemplate } from '@/app/api/weather/seasonal/template/route';
import { auditLog, bulletin, draftRun, municipality, seasonalValue, tenDayValue, weatherIssuance } from '@/db/schema';
import { seedDemoData } from '@/modules/demo/server/seed-demo-data';
import { composeIssueDrafts } from '@/modules/pagasa/server/drafts/compose-issue-drafts';
import { LONG_LAYOUT_COLUMNS } from '@/modules/weather/rules/ten-day-long-layout';
import { readUploadOutcome } from '@/modules/weather/rules/upload-outcome';
import { describeUploadOutcome } from '@/modules/weather/server/describe-upload-outcome';
import { findIssuance } from '@/modules/weather/server/find-issuance';
import { manilaToday } from '@/platform/format/manila-time';
import { formatCsv } from '@/platform/spreadsheets/rules/format-csv';
import { loadCaviteOutlooks } from '../support/bulletin-fixtures';
import { databaseWithCallers } from '../support/callers';
import { readTenDayDay } from '../support/shared-data';
import { portalDb } from '../support/test-database';

// The drafts of the live outlook are part of what a refused upload must leave alone.
process.env.ACAP_AUTO_DRAFTS = 'on';

/**
 * Issue 41, "No wrong click publishes invented or empty weather": the templates as downloaded are
 * refused, saying why; an upload that would replace the live outlook and leave more than a fifth of
 * the places without data answers 409 and goes through only with confirm=true; whatever is refused
 * leaves every stored row, the live outlook and its drafts as they were.
 */
const BASE = 'http://localhost:3000';
const CAVITE = '0402100000';
const BAY = '0403402000';
const callers = databaseWithCallers({
  afterSetUp: async () => {
    await seedDemoData(await portalDb());
    const plan = { enabled: true, crops: ['upland_vegetables'], languages: ['en'], provinces: [CAVITE] };
    const saved = await planRoute.PUT(
      new Request(`${BASE}/api/drafts/plan`, { method: 'PUT', headers: { ...callers.admin, 'content-type': 'application/json' }, body: JSON.stringify(plan) }),
    );
    expect(saved.status).toBe(200);
    // A live seasonal outlook (Cavite, from this month) and 10-day outlook (two towns, from today), typed in.
    await loadCaviteOutlooks(callers.admin);
    const live = (await findIssuance(await portalDb(), 'seasonal'))!;
    expect(await composeIssueDrafts(await portalDb(), live.id)).toBe('ready');
  },
});

type File = { name: string; bytes: Buffer };
const post = (
  handler: (r: Request) => Promise<Response>,
  path: string,
  field: string,
  files: File[],
  headers = callers.admin,
  fields: Record<string, string> = {},
) => {
  const form = new FormData();
  for (const file of files) form.append(field, new Blob([new Uint8Array(file.bytes)]), file.name);
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return handler(new Request(`${BASE}${path}`, { method: 'POST', headers, body: form }));
};
const seasonalUpload = (file: File, fields: Record<string, string> = {}, headers = callers.admin) =>
  post(postSeasonalExcel, '/api/weather/seasonal/excel', 'excelfile', [file], headers, fields);
const tenDayUpload = (files: File[], fields: Record<string, string> = {}, headers = callers.admin) =>
  post(postTenDay, '/api/weather/10day', 'excel-files[]', files, headers, fields);
const download = async (handler: (r: Request) => Promise<Response>, path: string): Promise<File> => {
  const answer = await handler(new Request(`${BASE}${path}`, { headers: callers.admin }));
  expect(answer.status).toBe(200);
  return { name: /filename="([^"]+)"/.exec(answer.headers.get('content-disposition')!)![1]!, bytes: Buffer.from(await answer.arrayBuffer()) };
};

/** Everything an upload could change: issuances, values, the live outlooks, drafts, draft runs and the audit trail. */
async function storedState() {
  const db = await portalDb();
  const n = async (table: typeof weatherIssuance | typeof seasonalValue | typeof tenDayValue | typeof auditLog) =>
    (await db.select({ n: count() }).from(table))[0]!.n;
  return {
    issuances: await n(weatherIssuance),
    seasonalValues: await n(seasonalValue),
    tenDayValues: await n(tenDayValue),
    audit: await n(auditLog),
    live: [(await findIssuance(db, 'seasonal'))?.id, (await findIssuance(db, 'ten_day'))?.id],
    drafts: (await db.select({ id: bulletin.id, state: bulletin.state }).from(bulletin).where(eq(bulletin.ownerId, 'system')).orderBy(asc(bulletin.id))).map(
      (row) => `${row.id}:${row.state}`,
    ),
    runs: (await db.select({ id: draftRun.issuanceId, state: draftRun.state }).from(draftRun).orderBy(asc(draftRun.issuanceId))).map(
      (row) => `${row.id}:${row.state}`,
    ),
  };
}

/** A long-layout CSV with the outlook's own values (none of the template's examples) for `places` on the ten days from `start`. */
function longLayout(name: string, places: readonly string[], start: string): File {
  const days = Array.from({ length: 10 }, (_, i) => new Date(Date.parse(`${start}T00:00:00Z`) + i * 86_400_000).toISOString().slice(0, 10));
  const value = {
    tempMin: '24',
    tempMax: '31',
    tempMean: '',
    rainfall: 'MODERATE RAINS',
    rainfallAmount: '',
    cloudCover: 'CLOUDY',
    humidity: '77',
    windSpeed: '3',
    windDirection: 'N',
  };
  const rows = places.flatMap((psgc) => days.map((date) => ({ psgc, place: '', province: '', date, ...value })));
  return { name, bytes: Buffer.from(formatCsv([LONG_LAYOUT_COLUMNS.map((c) => c.heading), ...rows.map((row) => LONG_LAYOUT_COLUMNS.map((c) => row[c.key]))])) };
}
const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const regionPlaces = async () =>
  (await (await portalDb()).select({ psgc: municipality.psgc }).from(municipality).orderBy(asc(municipality.psgc))).map((p) => p.psgc);
const errorOf = async (answer: Response) => ((await answer.json()) as { error: { code: string; message: string; details: Record<string, unknown> } }).error;

describe('the templates as downloaded', () => {
  it('refuses the seasonal template, saying it has no value for any place, for admins and superadmins alike; changes nothing', async () => {
    const template = await download(getSeasonalTemplate, `/api/weather/seasonal/template?start=${manilaToday().slice(0, 7)}`);
    const before = await storedState();
    expect(before.drafts).toHaveLength(2);
    expect((await seasonalUpload(template, {}, callers.anonymous)).status).toBe(401);
    for (const headers of [callers.admin, callers.superadmin]) {
      const answer = await seasonalUpload(template, {}, headers);
      expect(answer.status).toBe(400);
      const error = await errorOf(answer);
      expect(error.message).toMatch(/^The seasonal outlook has no value for any place: every month of every province, city and municipality is blank or nda/);
      expect(error.details).toEqual({ reason: 'no-values' });
    }
    // Even when told to go ahead: there is nothing to confirm.
    expect((await seasonalUpload(template, { confirm: 'true' })).status).toBe(400);
    expect(await storedState()).toEqual(before);
  });

  it('refuses the 10-day template, CSV or Excel, naming its example rows; changes nothing', async () => {
    const before = await storedState();
    for (const format of ['csv', 'xlsx']) {
      const template = await download(getTenDayTemplate, `/api/weather/10day/template?format=${format}`);
      const answer = await tenDayUpload([template], { confirm: 'true' });
      expect(answer.status).toBe(400);
      const error = await errorOf(answer);
      expect(error.message).toBe(
        `${template.name}: rows 2, 3, 4, 5 and 6 are the template's example rows, not a forecast. Replace the examples with the outlook’s own values, a row per city or municipality and day, and upload it again. Nothing was stored.`,
      );
      expect(error.details).toEqual({ reason: 'template-examples', file: template.name, rows: [2, 3, 4, 5, 6] });
    }
    expect(await storedState()).toEqual(before);
  });

  it('answers the staff form posted without script with its page, the reason in the address', async () => {
    const before = await storedState();
    const seasonal = await seasonalUpload(await download(getSeasonalTemplate, '/api/weather/seasonal/template'), { answer: 'page' });
    expect(seasonal.status).toBe(303);
    expect(seasonal.headers.get('location')).toBe('/admin/weather/seasonal?upload=refused&reason=no-values');
    const tenDay = await tenDayUpload([await download(getTenDayTemplate, '/api/weather/10day/template')], { answer: 'page' });
    expect(tenDay.headers.get('location')).toBe('/admin/weather/ten-day?upload=refused&reason=template-examples');
    expect(await storedState()).toEqual(before);
  });
});

describe('an upload that would leave more than a fifth of the places without data', () => {
  it('answers 409 naming the live seasonal outlook and the places it leaves empty; stores nothing, keeps the drafts', async () => {
    const live = (await findIssuance(await portalDb(), 'seasonal'))!;
    const template = await download(getSeasonalTemplate, `/api/weather/seasonal/template?start=${live.validFrom.slice(0, 7)}`);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(template.bytes as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    // Batangas filled in, its province row and its 34 places; the other provinces left as downloaded.
    for (let row = 5; row <= sheet.rowCount; row += 1) {
      if (sheet.getCell(row, 1).value === 'Batangas') for (let column = 3; column <= 8; column += 1) sheet.getCell(row, column).value = 95;
    }
    const batangasOnly = { name: 'batangas.xlsx', bytes: Buffer.from(await workbook.xlsx.writeBuffer()) };
    const before = await storedState();

    const answer = await seasonalUpload(batangasOnly);
    expect(answer.status).toBe(409);
    const error = await errorOf(answer);
    expect(error.message).toContain(`This upload would replace the live seasonal outlook of ${live.dateRange} (loaded `);
    expect(error.message).toContain('and leave 108 of 142 cities and municipalities without data (');
    expect(error.message).toContain('send it again with confirm=true');
    expect(error.details).toMatchObject({ reason: 'replaces-live', replaces: { id: live.id, type: 'seasonal' }, emptyPlaces: 108, places: 142 });
    expect(await storedState()).toEqual(before);

    // Without script: the page, which words the question itself from the live outlook it looks up.
    const page = await seasonalUpload(batangasOnly, { answer: 'page' });
    expect(page.headers.get('location')).toBe(`/admin/weather/seasonal?upload=replace&live=${live.id}&empty=108&places=142`);
    const query = Object.fromEntries(new URL(page.headers.get('location')!, BASE).searchParams);
    expect(await describeUploadOutcome(await portalDb(), 'seasonal', readUploadOutcome(query))).toMatchObject({
      kind: 'replace',
      replaces: { id: live.id, dateRange: live.dateRange },
      emptyPlaces: 108,
      places: 142,
    });
    expect(await storedState()).toEqual(before);

    // Confirmed, it goes through and is live; the replaced issue's drafts stay until the new issue's are composed.
    const confirmed = await seasonalUpload(batangasOnly, { confirm: 'true', answer: 'page' });
    expect(confirmed.status).toBe(303);
    const saved = readUploadOutcome(Object.fromEntries(new URL(confirmed.headers.get('location')!, BASE).searchParams));
    expect(saved).toMatchObject({ kind: 'saved' });
    const now = (await findIssuance(await portalDb(), 'seasonal'))!;
    expect(saved).toEqual({ kind: 'saved', issuance: now.id });
    expect(now).toMatchObject({ origin: 'seasonal_template', updatedBy: 'admin', source: 'encode' });
    const after = await storedState();
    expect(after.drafts).toEqual(before.drafts);
    expect(after.runs).toContain(`${now.id}:queued`);
    expect(await describeUploadOutcome(await portalDb(), 'seasonal', saved)).toEqual({
      kind: 'saved',
      outlook: { type: 'seasonal', validFrom: now.validFrom, validTo: now.validTo },
      live: true,
    });
  });

  it('answers 409 for a 10-day file that would replace the live outlook with three places; confirm=true stores it', async () => {
    const live = (await findIssuance(await portalDb(), 'ten_day'))!;
    const file = longLayout('bay.csv', [BAY], live.validFrom);
    const before = await storedState();
    const answer = await tenDayUpload([file]);
    expect(answer.status).toBe(409);
    const error = await errorOf(answer);
    // Bay, and the two towns of Cavite carried from the live outlook of the same window.
    expect(error.message).toContain(`This upload would replace the live 10-day outlook of ${live.dateRange} (loaded `);
    expect(error.message).toContain('leave 139 of 142 cities and municipalities without data');
    expect(await storedState()).toEqual(before);

    const confirmed = await tenDayUpload([file], { confirm: 'true' });
    expect(confirmed.status).toBe(201);
    const report = (await confirmed.json()) as { issuanceId: string; archived: string | null };
    expect(report.archived).toBeNull();
    expect((await findIssuance(await portalDb(), 'ten_day'))!).toMatchObject({ id: report.issuanceId, origin: 'long_layout', updatedBy: 'admin' });
  });

  it('asks only when the upload would become live: an older issue goes to the archive without a question', async () => {
    const live = (await findIssuance(await portalDb(), 'ten_day'))!.id;
    const older = await tenDayUpload([longLayout('old.csv', [BAY], '2025-08-18')]);
    expect(older.status).toBe(201);
    expect(((await older.json()) as { archived: string }).archived).toMatch(/^Older than the live outlook/);
    const workbook = await tenDayUpload([readTenDayDay(1)]);
    expect(workbook.status).toBe(201);
    expect((await findIssuance(await portalDb(), 'ten_day'))!.id).toBe(live);
  });

  it('counts exactly: 28 of 142 places empty goes through, 29 asks', async () => {
    const places = await regionPlaces();
    const tomorrow = addDays(manilaToday(), 1);
    const fewer = await tenDayUpload([longLayout('114.csv', places.slice(0, 114), tomorrow)]);
    expect(fewer.status).toBe(201);
    const more = await tenDayUpload([longLayout('113.csv', places.slice(0, 113), addDays(tomorrow, 1))]);
    expect(more.status).toBe(409);
    expect((await errorOf(more)).details).toMatchObject({ emptyPlaces: 29, places: 142 });
  });

  it('never asks a connector or hand entry: only uploads of files are checked', async () => {
    const start = addDays(manilaToday(), 3);
    const answer = await postTenDay(
      new Request(`${BASE}/api/weather/10day`, {
        method: 'POST',
        headers: { ...callers.admin, 'content-type': 'application/json' },
        body: JSON.stringify({
          forecastDate: start,
          validFrom: start,
          validTo: addDays(start, 9),
          values: [
            {
              municipality: BAY,
              date: start,
              tempMin: 24,
              tempMax: 31,
              tempMean: null,
              rainfall: 'near_normal',
              rainfallAmount: null,
              cloudCover: null,
              humidity: null,
              windSpeed: null,
              windDirection: null,
            },
          ],
        }),
      }),
    );
    expect(answer.status).toBe(201);
    const [audit] = await (
      await portalDb()
    )
      .select({ summary: auditLog.summary })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'weather.tenday.create'), eq(auditLog.target, ((await answer.json()) as { issuanceId: string }).issuanceId)));
    expect(audit!.summary).toMatchObject({ source: 'encode', newValues: 1 });
  });
});
