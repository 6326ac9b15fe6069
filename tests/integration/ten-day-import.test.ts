import { and, count, desc, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tenDayValue, weatherIssuance } from '@/db/schema';
import { normalizePlaceName } from '@/modules/places/rules/normalize-place-name';
import { portalDb } from '../support/test-database';
import { AppError } from '@/platform/errors/app-error';
import { importTenDayWorkbooks, type TenDayImportReport } from '@/modules/weather/server/import-ten-day-workbooks';
import { readTenDayDay, readWholeTenDayIssue } from '../support/shared-data';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

let database: TestDatabase;
let firstImport: TenDayImportReport;
const author = { id: 'test-user', email: 'encoder@example.ph' };

beforeAll(async () => {
  database = await createTestDatabase();
  firstImport = await importTenDayWorkbooks(await portalDb(), readWholeTenDayIssue(), author);
});
afterAll(() => database.dispose());

async function latestIssuance() {
  const db = await portalDb();
  const [latest] = await db.select().from(weatherIssuance).orderBy(desc(weatherIssuance.dateCreated)).limit(1);
  const [values] = await db.select({ n: count() }).from(tenDayValue);
  return { id: latest?.id, values: values?.n };
}

async function modify(day: number, change: (sheet: ExcelJS.Worksheet) => void) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(readTenDayDay(day).bytes as unknown as ArrayBuffer);
  change(workbook.worksheets[0]!);
  return { name: `day${day}.xlsx`, bytes: Buffer.from(await workbook.xlsx.writeBuffer()) };
}

function regionRow(sheet: ExcelJS.Worksheet, name: string): number {
  const wanted = normalizePlaceName(name);
  for (let row = 9; row <= sheet.rowCount; row += 1) if (normalizePlaceName(String(sheet.getCell(`B${row}`).value)) === wanted) return row;
  throw new Error(`${name} is not in the sheet`);
}

describe('importing the PAGASA 10-day issue of 2025-08-18', () => {
  it('keeps 142 places × 10 days, with no unmatched name of the region', async () => {
    expect(firstImport.forecastDate).toBe('2025-08-18');
    expect(firstImport.dateRange).toBe('Aug 18 - 27, 2025');
    expect(firstImport.placesWithoutData).toEqual([]);
    expect(firstImport.files).toHaveLength(10);
    for (const file of firstImport.files) {
      expect(file.rowsKept, file.file).toBe(142);
      expect(file.placesMatched).toBe(142);
      expect(file.unmatched).toEqual([]);
      expect(file.problems).toEqual([]);
      expect(file.otherRegionRows).toBe(file.rowsRead - 142);
    }
    expect(firstImport.files.map((f) => f.day)).toEqual(Array.from({ length: 10 }, (_, i) => `2025-08-${String(18 + i).padStart(2, '0')}`));
    const db = await portalDb();
    const [issuance] = await db.select().from(weatherIssuance).where(eq(weatherIssuance.id, firstImport.issuanceId!));
    expect(issuance).toMatchObject({
      type: 'ten_day',
      forecastDate: '2025-08-18',
      validFrom: '2025-08-18',
      validTo: '2025-08-27',
      dateForecast: '08/18/2025 @8AM',
      // PAGASA's workbooks are `system` whoever uploaded them; the person is kept apart (issue 15).
      updatedBy: 'system',
      authorEmail: 'encoder@example.ph',
      source: { mode: 'excel', files: Array.from({ length: 10 }, (_, i) => `day${i + 1}.xlsx`) },
    });
    const [values] = await db.select({ n: count() }).from(tenDayValue).where(eq(tenDayValue.issuanceId, firstImport.issuanceId!));
    expect(values?.n).toBe(1420);
  });

  it('stores the values found in the sheets (spot checks read independently)', async () => {
    const db = await portalDb();
    for (const [day, name, psgc] of [
      [1, 'City of Calaca (Batangas)', '0401007000'],
      [5, 'Dasmari├▒as (Cavite)', '0402106000'],
      [10, 'Real (Quezon)', '0405638000'],
    ] as const) {
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(readTenDayDay(day).bytes as unknown as ArrayBuffer);
      const sheet = workbook.worksheets[0]!;
      const row = regionRow(sheet, name);
      const date = `2025-08-${String(17 + day).padStart(2, '0')}`;
      const [stored] = await db
        .select()
        .from(tenDayValue)
        .where(and(eq(tenDayValue.municipalityPsgc, psgc), eq(tenDayValue.issuanceId, firstImport.issuanceId!)))
        .then((rows) => rows.filter((r) => r.date === date));
      expect(stored, `${name} day ${day}`).toBeDefined();
      expect(stored!.tempMin).toBeCloseTo(Number(sheet.getCell(`C${row}`).value), 2);
      expect(stored!.tempMax).toBeCloseTo(Number(sheet.getCell(`D${row}`).value), 2);
      expect(stored!.humidity).toBeCloseTo(Number(sheet.getCell(`I${row}`).value), 2);
      expect(stored!.windSpeed).toBeCloseTo(Number(sheet.getCell(`J${row}`).value), 2);
      expect(stored!.windDirection).toBe(sheet.getCell(`K${row}`).value);
      expect(stored!.cloudCover).toBe(sheet.getCell(`H${row}`).value);
      expect(stored!.rainfallLabel).toBe(sheet.getCell(`G${row}`).value);
    }
  });

  it('adds a new issuance on every upload and keeps the earlier one', async () => {
    const second = await importTenDayWorkbooks(await portalDb(), [readTenDayDay(1)], 'system');
    expect(second.issuanceId).not.toBe(firstImport.issuanceId);
    const db = await portalDb();
    const rows = await db.select({ id: weatherIssuance.id, by: weatherIssuance.updatedBy }).from(weatherIssuance);
    expect(rows.map((r) => r.id)).toEqual(expect.arrayContaining([firstImport.issuanceId, second.issuanceId]));
    expect(rows.find((r) => r.id === second.issuanceId)?.by).toBe('system');
  });
});

describe('refusing bad uploads, all or nothing', () => {
  const refusals: [string, () => Promise<{ name: string; bytes: Buffer }[]>, RegExp][] = [
    [
      'random bytes named .xlsx',
      async () => [{ name: 'day1.xlsx', bytes: Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 7919) % 256)) }],
      /day1\.xlsx: this is not an Excel workbook/,
    ],
    [
      'a .docx',
      async () => {
        const zip = new JSZip();
        zip.file('[Content_Types].xml', '<Types/>');
        zip.file('word/document.xml', '<w:document/>');
        return [{ name: 'advisory.docx', bytes: await zip.generateAsync({ type: 'nodebuffer' }) }];
      },
      /advisory\.docx: .*(broken|not an Excel workbook)/,
    ],
    [
      'a truncated workbook',
      async () => [{ name: 'day2.xlsx', bytes: readTenDayDay(2).bytes.subarray(0, 20_000) }],
      /day2\.xlsx: the workbook is broken or truncated/,
    ],
    [
      'a workbook with shifted headers',
      async () => [
        await modify(3, (sheet) => {
          for (const column of ['B', 'C', 'D', 'E']) sheet.getCell(`${column}8`).value = sheet.getCell(`${column}7`).value;
          sheet.getCell('B7').value = null;
        }),
      ],
      /day3\.xlsx: missing header: expected "Municipalities" or "Project Areas" in B7/,
    ],
    [
      'a 25 MB file',
      async () => [{ name: 'day4.xlsx', bytes: Buffer.concat([Buffer.from('PK\u0003\u0004'), Buffer.alloc(25 * 1024 * 1024)]) }],
      /day4\.xlsx: the file is larger than 10 MB/,
    ],
    [
      'two issues in one upload',
      async () => [readTenDayDay(1), await modify(2, (sheet) => (sheet.getCell('A1').value = 'FORECAST DATE: 08/11/2025 @8AM'))],
      /different issues/,
    ],
    [
      'a sheet whose temperatures are text',
      async () => [await modify(5, (sheet) => (sheet.getCell(`C${regionRow(sheet, 'City of Lipa (Batangas)')}`).value = 'hot'))],
      /value\(s\) in the upload are wrong; nothing was stored/,
    ],
    ['the same day twice', async () => [readTenDayDay(6), readTenDayDay(6)], /are both the forecast for 2025-08-23/],
    ['eleven files', async () => [...readWholeTenDayIssue(), readTenDayDay(1)], /At most 10 files/],
    ['no file', async () => [], /Choose between one and ten/],
  ];

  it.each(refusals)('refuses %s with its message and stores nothing', async (_label, files, message) => {
    const before = await latestIssuance();
    const error = await importTenDayWorkbooks(await portalDb(), await files(), author).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).message).toMatch(message);
    expect((error as AppError).status).toBe(400);
    expect(await latestIssuance()).toEqual(before);
  });

  it('names the sheet, row and column of a wrong value', async () => {
    const bad = await modify(5, (sheet) => (sheet.getCell(`C${regionRow(sheet, 'City of Lipa (Batangas)')}`).value = 'hot'));
    const error = (await importTenDayWorkbooks(await portalDb(), [bad], author).catch((e: unknown) => e)) as AppError;
    const report = error.details?.report as TenDayImportReport;
    expect(report.files[0]!.problems).toEqual([
      expect.objectContaining({ sheet: 'Day5', column: 'C', message: 'minimum temperature must be a number, found "hot"' }),
    ]);
  });
});
