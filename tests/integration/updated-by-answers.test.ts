import { eq, inArray } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GET as exportSeasonal } from '@/app/api/export/v1/weather/seasonal/route';
import { GET as exportTenDay } from '@/app/api/export/v1/weather/ten-day/route';
import { GET as placeOutlooksRoute } from '@/app/api/v1/places/[psgc]/outlooks/route';
import { POST as postTenDay } from '@/app/api/weather/10day/route';
import { GET as getCommon } from '@/app/api/weather/common/route';
import { GET as listIssuances } from '@/app/api/weather/issuances/route';
import { POST as postSeasonalExcel } from '@/app/api/weather/seasonal/excel/route';
import { POST as postSeasonalRegion } from '@/app/api/weather/seasonal/region/route';
import { GET as getSeasonal } from '@/app/api/weather/seasonal/route';
import { GET as getSpecial, POST as postSpecial } from '@/app/api/weather/special/route';
import { GET as getTenDay } from '@/app/api/weather/tenday/route';
import { POST as postMoonPhases } from '@/app/api/weather/tenday/region/common/route';
import { auditLog, user, weatherIssuance } from '@/db/schema';
import { portalDb } from '../support/test-database';
import { atRoute } from '../support/route-context';
import { readTenDayDay } from '../support/shared-data';
import { signIn } from '../support/sign-in';
import { createTestDatabase, type TestDatabase } from '../support/test-database';
import { tenDayReading } from '../support/ten-day-reading';

/**
 * Issue 15: `updated_by` is one rule in every answer — `system` for PAGASA's files (whoever uploaded
 * them), `admin` for values typed in by staff — and the staff member is kept apart, for staff screens
 * and the audit trail, never in a public answer.
 */
const BASE = 'http://localhost:3000';
const CALAMBA = '0403405000';
const placeOutlooks = atRoute('/api/v1/places/[psgc]/outlooks', placeOutlooksRoute);
const MONTHS = ['sep', 'oct', 'nov', 'dec', 'jan', 'feb'];

let database: TestDatabase;
let staff: { email: string; headers: Record<string, string> };
beforeAll(async () => {
  database = await createTestDatabase();
  staff = await signIn('admin');
});
afterAll(() => database.dispose());

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- reads of documented JSON
const read = async (handler: (r: Request) => Promise<Response>, path: string, headers: Record<string, string> = {}): Promise<Json> => {
  const answer = await handler(new Request(`${BASE}${path}`, { headers }));
  expect(answer.status, path).toBe(200);
  const body = (await answer.json()) as Json;
  // No public answer names the person.
  if (!path.startsWith('/api/weather/issuances')) expect(JSON.stringify(body), path).not.toContain(staff.email);
  return body;
};
const postJson = async (handler: (r: Request) => Promise<Response>, path: string, body: unknown): Promise<Json> => {
  const answer = await handler(
    new Request(`${BASE}${path}`, { method: 'POST', headers: { ...staff.headers, 'content-type': 'application/json' }, body: JSON.stringify(body) }),
  );
  expect(answer.status, path).toBe(201);
  return (await answer.json()) as Json;
};
const postForm = async (handler: (r: Request) => Promise<Response>, path: string, field: string, files: { name: string; bytes: Buffer }[]): Promise<Json> => {
  const form = new FormData();
  for (const file of files) form.append(field, new Blob([new Uint8Array(file.bytes)]), file.name);
  const answer = await handler(new Request(`${BASE}${path}`, { method: 'POST', headers: staff.headers, body: form }));
  expect(answer.status, path).toBe(201);
  return (await answer.json()) as Json;
};

/** What every answer that carries the latest 10-day and seasonal outlooks says of them. */
async function updatedByEverywhere() {
  const tenday = await read(getTenDay, `/api/weather/tenday?municipality=${CALAMBA}`);
  const seasonal = await read(getSeasonal, '/api/weather/seasonal?province=laguna');
  const tenDayExport = await read(exportTenDay, '/api/export/v1/weather/ten-day');
  const seasonalExport = await read(exportSeasonal, '/api/export/v1/weather/seasonal');
  const open = await read(placeOutlooks, `/api/v1/places/${CALAMBA}/outlooks`);
  const documentsOf = (body: Json) => body.collections.flatMap((collection: Json) => collection.documents.map((d: Json) => d.data.updated_by as string));
  return {
    tenday: [tenday.issuance.updatedBy, ...new Set(documentsOf(tenDayExport)), open.tenday.issuance.updatedBy],
    seasonal: [seasonal.issuance.updatedBy, ...new Set(documentsOf(seasonalExport)), open.seasonal.issuance.updatedBy],
  };
}

/** A seasonal workbook in PAGASA's layout: forecast and normal rainfall tables, stacked. */
async function pagasaSeasonalWorkbook(): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('CALABARZON');
  let row = 1;
  for (const [title, value] of [
    ['Forecast Rainfall', 150],
    ['Normal Rainfall', 200],
  ] as const) {
    sheet.getCell(row, 1).value = title;
    sheet.getRow(row + 1).values = ['PROVINCE', 'Sep', 'Oct', 'Nov', 'Dec', 'Jan', 'Feb'];
    sheet.getRow(row + 2).values = ['', '(mm)', '(mm)', '(mm)', '(mm)', '(mm)', '(mm)'];
    sheet.getRow(row + 3).values = ['Laguna', ...MONTHS.map(() => value)];
    row += 6;
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

describe('updated_by, one rule in every answer', () => {
  it('is system for PAGASA files uploaded by staff: 10-day workbooks and the seasonal workbook', async () => {
    await postForm(postTenDay, '/api/weather/10day', 'excel-files[]', [readTenDayDay(1), readTenDayDay(2)]);
    await postForm(postSeasonalExcel, '/api/weather/seasonal/excel', 'excelfile', [{ name: 'pagasa-seasonal.xlsx', bytes: await pagasaSeasonalWorkbook() }]);
    // /api/weather/*, /api/export/* (every document) and /api/v1/*, in that order.
    expect(await updatedByEverywhere()).toEqual({ tenday: ['system', 'system', 'system'], seasonal: ['system', 'system', 'system'] });
  });

  it('is admin for values typed in by staff: the encode grids, the cyclone form and the common data', async () => {
    const today = new Date().toISOString().slice(0, 10);
    await postJson(postTenDay, '/api/weather/10day', {
      forecastDate: today,
      validFrom: today,
      validTo: today,
      values: [tenDayReading(CALAMBA, today)],
    });
    await postJson(postSeasonalRegion, '/api/weather/seasonal/region', {
      region: 'calabarzon',
      provinces: [{ name: 'Laguna', months: MONTHS.map((mo) => ({ mo, val: 90 })) }],
    });
    expect(await updatedByEverywhere()).toEqual({ tenday: ['admin', 'admin', 'admin'], seasonal: ['admin', 'admin', 'admin'] });

    await postJson(postSpecial, '/api/weather/special', {
      activeCyclone: true,
      name: 'Mirasol',
      bulletinNumber: '7',
      issuedAt: new Date().toISOString(),
      signals: [{ province: 'Laguna', signal: 'signal_number_1' }],
    });
    expect((await read(getSpecial, '/api/weather/special?province=laguna')).issuance.updatedBy).toBe('admin');
    expect((await read(placeOutlooks, `/api/v1/places/${CALAMBA}/outlooks`)).special.issuance.updatedBy).toBe('admin');

    const moon = { data: { moon_phases: [{ date: today, phase: 'full_moon' }] }, region: 'calabarzon', type: 'seasonal_tenday' };
    const saved = await postJson(postMoonPhases, '/api/weather/tenday/region/common', moon);
    expect(JSON.stringify(saved)).not.toContain(staff.email);
    const current = await read(getCommon, '/api/weather/common?group=moon_phases');
    expect([saved.updated_by, current.updated_by]).toEqual(['admin', 'admin']);
  });

  it('keeps the person apart: in the staff archive and in the audit rows', async () => {
    const archive = await read(listIssuances, '/api/weather/issuances', staff.headers);
    expect(archive.items.map((item: Json) => [item.type, item.source, item.updatedBy, item.authorEmail])).toEqual([
      ['special_weather', 'encode', 'admin', staff.email],
      ['seasonal', 'encode', 'admin', staff.email],
      ['ten_day', 'encode', 'admin', staff.email],
      ['seasonal', 'excel', 'system', staff.email],
      ['ten_day', 'excel', 'system', staff.email],
    ]);
    const db = await portalDb();
    const ids = (await db.select({ id: weatherIssuance.id }).from(weatherIssuance)).map((row) => row.id);
    const audits = await db.select().from(auditLog).where(inArray(auditLog.target, ids));
    expect(audits).toHaveLength(5);
    const [account] = await db.select({ id: user.id }).from(user).where(eq(user.email, staff.email));
    // The trail names the person by account id only.
    expect(audits.every((audit) => audit.actorId === account!.id)).toBe(true);
    const [common] = await db.select().from(auditLog).where(eq(auditLog.action, 'weather.common.update'));
    expect(common).toMatchObject({ actorId: account!.id, summary: { updatedBy: 'admin' } });
  });
});
