import { and, asc, count, desc, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { POST } from '@/app/api/weather/10day/route';
import { GET as listIssuances } from '@/app/api/weather/issuances/route';
import { GET } from '@/app/api/weather/tenday/route';
import { auditLog, tenDayValue, weatherIssuance } from '@/db/schema';
import { portalDb } from '../support/test-database';
import { getIssuanceDetail } from '@/modules/weather/server/get-issuance-detail';
import { readTenDayDay } from '../support/shared-data';
import { databaseWithCallers } from '../support/callers';

/**
 * 10-day writes are upserts (decision 024): an upload of some day files, or a hand entry, for the
 * window of the live outlook replaces only the places and days it gives; the rest is carried forward
 * into the new issuance. PAGASA's issue of 2025-08-18 covers Aug 18 - 27, 2025.
 */
const BASE = 'http://localhost:3000';
const callers = databaseWithCallers();

const CALAMBA = '0403405000';
const CALACA = '0401007000';
const DAYS = Array.from({ length: 10 }, (_, i) => `2025-08-${String(18 + i).padStart(2, '0')}`);

function upload(headers: Record<string, string>, files: { name: string; bytes: Buffer }[]) {
  const form = new FormData();
  for (const file of files) form.append('excel-files[]', new Blob([new Uint8Array(file.bytes)]), file.name);
  return POST(new Request(`${BASE}/api/weather/10day`, { method: 'POST', headers, body: form }));
}
const encode = (headers: Record<string, string>, body: unknown) =>
  POST(new Request(`${BASE}/api/weather/10day`, { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify(body) }));
const read = async (query: string) => (await GET(new Request(`${BASE}/api/weather/tenday${query}`))).json();
const daysOf = async (psgc: string) =>
  ((await read(`?municipality=${psgc}`)) as { municipalities: { days: { date: string; rainfall: { code: string } | null; tempMin: number | null }[] }[] })
    .municipalities[0]!.days;

const handEntered = (date: string, rainfall: string) => ({
  municipality: CALAMBA,
  date,
  rainfall,
  rainfallAmount: null,
  tempMin: 21,
  tempMax: 29,
  tempMean: 25,
  cloudCover: null,
  humidity: null,
  windSpeed: null,
  windDirection: null,
});

async function latest() {
  const db = await portalDb();
  const [row] = await db.select().from(weatherIssuance).where(eq(weatherIssuance.type, 'ten_day')).orderBy(desc(weatherIssuance.dateCreated)).limit(1);
  return row!;
}
async function valueCount(issuanceId: string, carried?: boolean) {
  const db = await portalDb();
  const [row] = await db
    .select({ n: count() })
    .from(tenDayValue)
    .where(and(eq(tenDayValue.issuanceId, issuanceId), carried === undefined ? undefined : eq(tenDayValue.carried, carried)));
  return row!.n;
}

let firstIssuance: string;
let firstRows: unknown[];

describe('10-day upserts', () => {
  it('fills only the days uploaded and carries the other days from the live outlook of the same window', async () => {
    const first = await upload(callers.admin, [readTenDayDay(1), readTenDayDay(2), readTenDayDay(3)]);
    expect(first.status).toBe(201);
    firstIssuance = (await first.json()).issuanceId;
    const db = await portalDb();
    firstRows = await db
      .select()
      .from(tenDayValue)
      .where(eq(tenDayValue.issuanceId, firstIssuance))
      .orderBy(asc(tenDayValue.municipalityPsgc), asc(tenDayValue.date));

    const second = await upload(callers.admin, [readTenDayDay(4)]);
    expect(second.status).toBe(201);
    const { issuanceId } = await second.json();
    expect((await daysOf(CALACA)).map((d) => d.date)).toEqual(DAYS.slice(0, 4));
    expect(await valueCount(issuanceId)).toBe(142 * 4);
    expect(await valueCount(issuanceId, true)).toBe(142 * 3);
    expect((await latest()).coverage).toMatchObject({ carriedFrom: { id: firstIssuance }, new: { days: [DAYS[3]] }, carried: { days: DAYS.slice(0, 3) } });
    expect((await latest()).coverage!.new.places).toHaveLength(142);
  });

  it('replaces a day uploaded again, keeping the others', async () => {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(readTenDayDay(2).bytes as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    for (let row = 9; row <= sheet.rowCount; row += 1)
      if (String(sheet.getCell(`B${row}`).value).startsWith('City of Calaca')) sheet.getCell(`C${row}`).value = 11.5;
    const answer = await upload(callers.admin, [{ name: 'day2.xlsx', bytes: Buffer.from(await workbook.xlsx.writeBuffer()) }]);
    expect(answer.status).toBe(201);
    const days = await daysOf(CALACA);
    expect(days.map((d) => d.date)).toEqual(DAYS.slice(0, 4));
    expect(days[1]!.tempMin).toBe(11.5);
    expect((await latest()).coverage).toMatchObject({ new: { days: [DAYS[1]] }, carried: { days: [DAYS[0], DAYS[2], DAYS[3]] } });
  });

  it('carries everything a hand entry for the same window leaves out', async () => {
    const before = await daysOf(CALACA);
    const answer = await encode(callers.superadmin, {
      forecastDate: '2025-08-18',
      validFrom: '2025-08-18',
      validTo: '2025-08-27',
      values: [handEntered('2025-08-19', 'above_normal')],
    });
    expect(answer.status).toBe(201);
    const calamba = await daysOf(CALAMBA);
    expect(calamba.map((d) => d.date)).toEqual(DAYS.slice(0, 4));
    expect(calamba[1]).toMatchObject({ date: '2025-08-19', rainfall: { code: 'above_normal' }, tempMin: 21 });
    expect(await daysOf(CALACA)).toEqual(before);
    const issuance = await latest();
    expect(issuance).toMatchObject({ source: { mode: 'encode' }, updatedBy: 'admin' });
    expect(issuance.coverage).toMatchObject({ new: { places: [CALAMBA], days: ['2025-08-19'], provinces: ['0403400000'] } });
    expect(await valueCount(issuance.id, false)).toBe(1);
    expect(await valueCount(issuance.id, true)).toBe(142 * 4 - 1);

    // The archive says it in a line; the issuance view marks the one new cell.
    const answerList = await listIssuances(new Request(`${BASE}/api/weather/issuances?type=ten_day&limit=1`, { headers: callers.admin }));
    expect((await answerList.json()).items[0].coverageText).toMatch(
      /^City of Calamba on Aug 19 new; 142 places in Batangas, Cavite, Laguna, Quezon, Rizal on Aug 18 – Aug 21 \(4 days\) carried from /,
    );
    const detail = await getIssuanceDetail(await portalDb(), issuance.id);
    const laguna = detail.tenday!.provinces.find((p) => p.name === 'Laguna')!;
    expect(laguna.rows.find((r) => r.psgc === CALAMBA)!.cells.map((c) => c?.carried)).toEqual([true, false, true, true]);
    const db = await portalDb();
    const [audit] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'weather.tenday.create'), eq(auditLog.target, issuance.id)));
    expect(audit!.summary).toMatchObject({ newValues: 1, carriedValues: 142 * 4 - 1, values: 142 * 4 });
  });

  it('leaves the earlier issuances exactly as they were', async () => {
    const db = await portalDb();
    expect(
      await db.select().from(tenDayValue).where(eq(tenDayValue.issuanceId, firstIssuance)).orderBy(asc(tenDayValue.municipalityPsgc), asc(tenDayValue.date)),
    ).toEqual(firstRows);
    expect(await valueCount(firstIssuance, true)).toBe(0);
    const body = await read(`?issuance=${firstIssuance}&municipality=${CALACA}`);
    expect(body.municipalities[0].days.map((d: { date: string }) => d.date)).toEqual(DAYS.slice(0, 3));
  });

  it('stores nothing when one value of an upload is wrong', async () => {
    const before = await latest();
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(readTenDayDay(5).bytes as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    for (let row = 9; row <= sheet.rowCount; row += 1)
      if (String(sheet.getCell(`B${row}`).value).startsWith('City of Lipa')) sheet.getCell(`C${row}`).value = 'hot';
    const answer = await upload(callers.admin, [readTenDayDay(6), { name: 'day5.xlsx', bytes: Buffer.from(await workbook.xlsx.writeBuffer()) }]);
    expect(answer.status).toBe(400);
    expect((await latest()).id).toBe(before.id);
    const bad = await encode(callers.admin, {
      forecastDate: '2025-08-18',
      validFrom: '2025-08-18',
      validTo: '2025-08-27',
      values: [handEntered('2025-08-20', 'near_normal'), { ...handEntered('2025-08-21', 'near_normal'), municipality: '0499999000' }],
    });
    expect(bad.status).toBe(400);
    expect((await latest()).id).toBe(before.id);
  });

  it('starts a new outlook for another window: nothing is carried', async () => {
    const answer = await encode(callers.admin, {
      forecastDate: '2025-08-28',
      validFrom: '2025-08-28',
      validTo: '2025-09-06',
      values: [handEntered('2025-08-28', 'b_normal')],
    });
    expect(answer.status).toBe(201);
    const issuance = await latest();
    expect(issuance.coverage).toEqual({
      carriedFrom: null,
      new: { provinces: ['0403400000'], places: [CALAMBA], days: ['2025-08-28'] },
      carried: { provinces: [], places: [], days: [] },
    });
    expect(await valueCount(issuance.id)).toBe(1);
    expect((await read('?province=laguna')).municipalities).toHaveLength(1);
  });
});
