import { count, desc, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { municipality, province, tenDayValue, weatherIssuance } from '@/db/schema';
import { parse as parseCsv } from 'csv-parse/sync';
import { formatCsv } from '@/platform/spreadsheets/rules/format-csv';
import { LONG_LAYOUT_COLUMNS, type LongLayoutKey } from '@/modules/weather/rules/ten-day-long-layout';
import type { TenDayImportReport } from '@/modules/weather/rules/ten-day-reading';
import { portalDb } from '../support/test-database';
import { AppError } from '@/platform/errors/app-error';
import { importTenDayFiles } from '@/modules/weather/server/import-ten-day-files';
import { importTenDayWorkbooks } from '@/modules/weather/server/import-ten-day-workbooks';
import { writeTenDayTemplate } from '@/modules/weather/server/write-ten-day-template';
import { readSharedPlaces, readTenDayDay, readWholeTenDayIssue } from '../support/shared-data';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

/**
 * The portal's long layout (one row per place and day) imports through the same path as PAGASA's
 * workbooks: a file derived from the real issue of 2025-08-18 stores exactly what the workbooks stored,
 * and a wrong file is refused whole, naming row and column.
 */
let database: TestDatabase;
const author = { id: 'test-user', email: 'encoder@example.ph' };
let pagasa: TenDayImportReport;
/** The values PAGASA's workbooks stored, one row per place and day, with the place's names. */
let stored: StoredRow[];

type StoredRow = typeof tenDayValue.$inferSelect & { name: string; province: string };
const VALUE_FIELDS = [
  'tempMin',
  'tempMax',
  'tempMean',
  'rainfall',
  'rainfallLabel',
  'rainfallAmount',
  'cloudCover',
  'humidity',
  'windSpeed',
  'windDirection',
] as const;
const HEADINGS = LONG_LAYOUT_COLUMNS.map((c) => c.heading);

async function valuesOf(issuanceId: string) {
  const db = await portalDb();
  const rows = await db.select().from(tenDayValue).where(eq(tenDayValue.issuanceId, issuanceId));
  return new Map(
    rows.filter((row) => !row.carried).map((row) => [`${row.municipalityPsgc}/${row.date}`, Object.fromEntries(VALUE_FIELDS.map((f) => [f, row[f]]))]),
  );
}

async function latest() {
  const db = await portalDb();
  const [issuance] = await db.select({ id: weatherIssuance.id }).from(weatherIssuance).orderBy(desc(weatherIssuance.dateCreated)).limit(1);
  const [values] = await db.select({ n: count() }).from(tenDayValue);
  return { id: issuance?.id, values: values?.n };
}

/** A stored value as a row of the long layout, with the columns given. */
function longRow(row: StoredRow, place: Partial<Record<LongLayoutKey, string>>): Record<LongLayoutKey, string> {
  const text = (value: number | string | null) => (value === null ? '' : String(value));
  return {
    psgc: '',
    place: '',
    province: '',
    ...place,
    date: row.date,
    tempMin: text(row.tempMin),
    tempMax: text(row.tempMax),
    tempMean: text(row.tempMean),
    rainfall: text(row.rainfallLabel),
    rainfallAmount: text(row.rainfallAmount),
    cloudCover: text(row.cloudCover),
    humidity: text(row.humidity),
    windSpeed: text(row.windSpeed),
    windDirection: text(row.windDirection),
  };
}

const csvFile = (name: string, rows: Record<LongLayoutKey, string>[], options: { bom?: boolean } = {}) => ({
  name,
  bytes: Buffer.from(`${options.bom ? '\ufeff' : ''}${formatCsv([HEADINGS, ...rows.map((row) => LONG_LAYOUT_COLUMNS.map((c) => row[c.key]))])}`, 'utf8'),
});
const byCode = (row: StoredRow) => longRow(row, { psgc: row.municipalityPsgc, place: row.name });

async function refusal(files: { name: string; bytes: Buffer }[]) {
  const before = await latest();
  const error = await importTenDayFiles(await portalDb(), files, author).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(AppError);
  expect((error as AppError).status).toBe(400);
  expect(await latest()).toEqual(before);
  return error as AppError;
}

beforeAll(async () => {
  database = await createTestDatabase();
  pagasa = await importTenDayWorkbooks(await portalDb(), readWholeTenDayIssue(), author);
  const db = await portalDb();
  stored = await db
    .select({ value: tenDayValue, name: municipality.name, province: province.name })
    .from(tenDayValue)
    .innerJoin(municipality, eq(municipality.psgc, tenDayValue.municipalityPsgc))
    .innerJoin(province, eq(province.psgc, municipality.provincePsgc))
    .where(eq(tenDayValue.issuanceId, pagasa.issuanceId!))
    .then((rows) => rows.map((r) => ({ ...r.value, name: r.name, province: r.province })));
  expect(stored).toHaveLength(1420);
});
afterAll(() => database.dispose());

describe('the long layout, from the real issue of 2025-08-18', () => {
  it('a CSV by PSGC code (UTF-8 with a byte-order mark, CRLF) stores exactly what the PAGASA workbooks stored', async () => {
    const report = await importTenDayFiles(await portalDb(), [csvFile('outlook-2025-08-18.csv', stored.map(byCode), { bom: true })], author);
    expect(report).toMatchObject({
      source: 'long-layout',
      forecastDate: '2025-08-18',
      dateRange: 'Aug 18 - 27, 2025',
      placesWithoutData: [],
      daysWithoutData: [],
      placesMissingDays: [],
    });
    expect(report.files).toEqual([
      {
        file: 'outlook-2025-08-18.csv',
        sheet: 'CSV',
        day: '2025-08-18..2025-08-27',
        rowsRead: 1420,
        rowsKept: 1420,
        placesMatched: 142,
        otherRegionRows: 0,
        unmatched: [],
        problems: [],
      },
    ]);
    expect(await valuesOf(report.issuanceId!)).toEqual(await valuesOf(pagasa.issuanceId!));
    const db = await portalDb();
    const [issuance] = await db.select().from(weatherIssuance).where(eq(weatherIssuance.id, report.issuanceId!));
    // Staff prepared the file: `admin`, as for the encode grid; the person is kept apart.
    expect(issuance).toMatchObject({
      forecastDate: '2025-08-18',
      validFrom: '2025-08-18',
      validTo: '2025-08-27',
      dateForecast: '08/18/2025',
      dateRange: 'Aug 18 - 27, 2025',
      updatedBy: 'admin',
      source: { mode: 'encode' },
      authorEmail: 'encoder@example.ph',
    });
  });

  it('an .xlsx by PAGASA’s 2022 names and province, with PAGASA’s headings, real dates and numbers, in any row order, stores the same', async () => {
    const names = new Map(readSharedPlaces().map((p) => [p.psgc, p.pagasa2022]));
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Outlook');
    sheet.addRow([
      'Municipalities',
      'Province',
      'Date',
      'Min',
      'Max',
      'Mean',
      'Rainfall(mm/day)',
      'Rainfall',
      'Total Cloud Cover',
      'Rel. Humidity (%)',
      'Mean Speed (mps)',
      'Mean Direction',
    ]);
    for (const row of [...stored].reverse()) {
      sheet.addRow([
        names.get(row.municipalityPsgc),
        row.province,
        new Date(`${row.date}T00:00:00Z`),
        row.tempMin,
        row.tempMax,
        row.tempMean,
        row.rainfallAmount,
        row.rainfallLabel,
        row.cloudCover,
        row.humidity,
        row.windSpeed,
        row.windDirection,
      ]);
    }
    const file = { name: 'outlook.xlsx', bytes: Buffer.from(await workbook.xlsx.writeBuffer()) };
    const report = await importTenDayFiles(await portalDb(), [file], author);
    expect(report.files[0]).toMatchObject({ sheet: 'Outlook', rowsRead: 1420, rowsKept: 1420, placesMatched: 142, unmatched: [], problems: [] });
    expect(await valuesOf(report.issuanceId!)).toEqual(await valuesOf(pagasa.issuanceId!));
  });

  it('reads a CSV saved as Windows-1252 and converts millimetres to PAGASA’s classes', async () => {
    const text = `${HEADINGS.join(',')}\r\n,Los Baños,Laguna,2025-09-01,23,31,,,0,SUNNY,70,1.5,N\r\n,City of Biñan,Laguna,2025-09-01,23,31,,,59.9,SUNNY,70,1.5,n\r\n,City of Calamba,,09/02/2025,23,31,,MODERATE RAINS,180,CLOUDY,70,1.5,SSW\r\n`;
    const report = await importTenDayFiles(await portalDb(), [{ name: 'ansi.csv', bytes: Buffer.from(text, 'latin1') }], author);
    expect(report.files[0]).toMatchObject({ rowsKept: 3, placesMatched: 3, problems: [] });
    expect(report.daysWithoutData).toEqual(['2025-09-03', '2025-09-04', '2025-09-05', '2025-09-06', '2025-09-07', '2025-09-08', '2025-09-09', '2025-09-10']);
    expect([...report.placesMissingDays].sort((a, b) => a.place.localeCompare(b.place))).toEqual([
      { place: 'City of Biñan', days: ['2025-09-02'] },
      { place: 'City of Calamba', days: ['2025-09-01'] },
      { place: 'Los Baños', days: ['2025-09-02'] },
    ]);
    const values = await valuesOf(report.issuanceId!);
    expect(values.get('0403411000/2025-09-01')).toMatchObject({
      rainfall: 'wb_normal',
      rainfallLabel: 'NO RAIN',
      rainfallAmount: '0',
      tempMean: 27,
      windDirection: 'N',
    });
    expect(values.get('0403403000/2025-09-01')).toMatchObject({ rainfall: 'b_normal', rainfallLabel: 'LIGHT RAINS', rainfallAmount: '59.9' });
    expect(values.get('0403405000/2025-09-02')).toMatchObject({ rainfall: 'near_normal', rainfallAmount: '180' });
  });
});

describe('refusing a wrong long-layout file, all or nothing', () => {
  const day1 = () => stored.filter((row) => row.date === '2025-08-18').map(byCode);

  it('refuses a file without a needed column, naming the column', async () => {
    const rows = day1();
    const text = formatCsv([
      HEADINGS.filter((h) => h !== 'humidity_pct'),
      ...rows.map((row) => LONG_LAYOUT_COLUMNS.filter((c) => c.key !== 'humidity').map((c) => row[c.key])),
    ]);
    const error = await refusal([{ name: 'no-humidity.csv', bytes: Buffer.from(text) }]);
    expect(error.message).toBe(
      "no-humidity.csv: this is not the portal's long layout for a 10-day outlook (download the template): missing column: humidity_pct (the humidity).",
    );
    expect(error.details).toEqual({ file: 'no-humidity.csv', problems: ['missing column: humidity_pct (the humidity)'] });
  });

  it('refuses a bad date, a value out of range, an unknown place and a disagreeing rainfall, each by row and column', async () => {
    const rows = day1();
    rows[3] = { ...rows[3]!, date: '2025-02-30' };
    rows[10] = { ...rows[10]!, humidity: '140' };
    rows[20] = { ...rows[20]!, psgc: '', place: 'Atlantis', province: 'Laguna' };
    rows[30] = { ...rows[30]!, rainfall: 'HEAVY RAINS', rainfallAmount: '12' };
    rows[40] = { ...rows[40]!, windDirection: 'NORTH-ISH', tempMin: '35', tempMax: '30' };
    const error = await refusal([csvFile('wrong.csv', rows)]);
    expect(error.message).toMatch(
      /^6 value\(s\) in the upload are wrong; nothing was stored\. Correct them and try again\. First: wrong\.csv, row 5, column D: "2025-02-30" is not a date \(write YYYY-MM-DD\)\.$/,
    );
    const report = error.details!.report as TenDayImportReport;
    expect(report.files[0]!.problems).toEqual([
      { sheet: 'CSV', row: 5, column: 'D', message: '"2025-02-30" is not a date (write YYYY-MM-DD)' },
      { sheet: 'CSV', row: 12, column: 'K', message: 'humidity 140 is outside 0..100' },
      { sheet: 'CSV', row: 22, column: 'B', message: 'unknown place "Atlantis (Laguna)"' },
      { sheet: 'CSV', row: 32, column: 'I', message: 'rainfall 12 is LIGHT RAINS, but the rainfall class says HEAVY RAINS' },
      { sheet: 'CSV', row: 42, column: 'M', message: expect.stringMatching(/^unknown wind direction "NORTH-ISH"/) },
      { sheet: 'CSV', row: 42, column: 'E', message: 'minimum temperature 35 is above the maximum 30' },
    ]);
    expect(report.files[0]!.unmatched).toEqual([{ row: 22, name: 'Atlantis (Laguna)' }]);
  });

  it('refuses unknown codes, days outside the ten, a place given twice for a day and an unknown province', async () => {
    const rows = day1();
    rows[0] = { ...rows[0]!, psgc: '0499999000', place: '' };
    rows[1] = { ...rows[1]!, date: '2025-08-28' };
    rows[2] = { ...rows[3]! };
    rows[5] = { ...rows[5]!, psgc: '', province: 'Batangs' };
    // A code of another region is a row to skip, as in PAGASA's national sheets.
    rows[6] = { ...rows[6]!, psgc: '0301401000', place: '' };
    const error = await refusal([csvFile('mixed.csv', rows)]);
    expect(error.message).toMatch(/^Unknown place code\(s\): 0499999000\. 4 value\(s\) in the upload are wrong; nothing was stored\./);
    const report = error.details!.report as TenDayImportReport;
    expect(report.files[0]!.problems).toEqual([
      { sheet: 'CSV', row: 2, column: 'A', message: 'unknown place code 0499999000: no city or municipality of the region has it' },
      { sheet: 'CSV', row: 3, column: 'D', message: "2025-08-28 is outside the outlook's days, 2025-08-18 to 2025-08-27" },
      { sheet: 'CSV', row: 5, column: 'A', message: `${rows[3]!.place} appears again for 2025-08-18 (first in row 4)` },
      { sheet: 'CSV', row: 7, column: 'B', message: expect.stringMatching(/^unknown province "Batangs"/) },
    ]);
    expect(report.files[0]!.otherRegionRows).toBe(1);
  });

  it('refuses a name that disagrees with its code', async () => {
    const rows = day1();
    const at = rows.findIndex((row) => row.psgc !== '0403405000');
    rows[at] = { ...rows[at]!, place: 'City of Calamba' };
    const error = await refusal([csvFile('shifted.csv', rows)]);
    expect((error.details!.report as TenDayImportReport).files[0]!.problems).toEqual([
      {
        sheet: 'CSV',
        row: at + 2,
        column: 'A',
        message: `code ${rows[at].psgc} is ${stored.find((s) => s.municipalityPsgc === rows[at]!.psgc)!.name}, but the name says City of Calamba (0403405000)`,
      },
    ]);
  });

  it('refuses a long-layout file sent with PAGASA’s workbooks, and a workbook that is neither layout', async () => {
    const mixed = await refusal([readTenDayDay(1), csvFile('extra.csv', day1())]);
    expect(mixed.message).toMatch(
      /^extra\.csv is not one of PAGASA's day workbooks, so it is read as the long layout, which holds the whole outlook in one file: upload it on its own\.$/,
    );
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet('Sheet1').addRow(['Bulletin', 'notes']);
    const neither = await refusal([{ name: 'notes.xlsx', bytes: Buffer.from(await workbook.xlsx.writeBuffer()) }]);
    expect(neither.message).toMatch(
      /^notes\.xlsx: this is neither PAGASA's 10-day workbook \(A1 does not read "FORECAST DATE: …"\) nor the portal's long layout: column A \("Bulletin"\) is not a heading of the layout/,
    );
  });
});

describe('the long layout’s template', () => {
  const HUMIDITY = HEADINGS.indexOf('humidity_pct');

  it('is refused as downloaded, naming its example rows; filled with every place and day, it imports', async () => {
    const db = await portalDb();
    const template = await writeTenDayTemplate(db, '2026-03-02', 'csv');
    expect(template.fileName).toBe('tenday-outlook-template-2026-03-02.csv');
    expect(template.bytes.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const asIs = await refusal([{ name: template.fileName, bytes: template.bytes }]);
    expect(asIs.message).toMatch(/^tenday-outlook-template-2026-03-02\.csv: rows 2, 3, 4, 5 and 6 are the template's example rows, not a forecast\./);
    expect(asIs.details).toMatchObject({ reason: 'template-examples', rows: [2, 3, 4, 5, 6] });

    const [header, ...examples] = parseCsv(template.bytes.toString('utf8'), { bom: true });
    expect(header).toEqual(HEADINGS);
    const places = await db.select({ psgc: municipality.psgc }).from(municipality);
    // The outlook's own values: the examples' ways of writing each column, with humidity of its own.
    const filled = [header!];
    places.forEach((place, p) => {
      for (let day = 0; day < 10; day += 1) {
        const row = [place.psgc, '', '', `2026-03-${String(2 + day).padStart(2, '0')}`, ...examples[(p + day) % examples.length]!.slice(4)];
        row[HUMIDITY] = String(50 + ((p + day) % 20));
        filled.push(row);
      }
    });
    // One example row left among them is refused by its row.
    const leftIn = await refusal([{ name: 'filled.csv', bytes: Buffer.from(formatCsv([...filled.slice(0, 40), examples[3]!, ...filled.slice(40)])) }]);
    expect(leftIn.message).toMatch(/^filled\.csv: row 41 is the template's example row, not a forecast\./);

    const report = await importTenDayFiles(db, [{ name: 'filled.csv', bytes: Buffer.from(formatCsv(filled)) }], author);
    expect(report.files[0]).toMatchObject({ rowsRead: 1420, rowsKept: 1420, placesMatched: 142, problems: [] });
    expect(report).toMatchObject({ placesWithoutData: [], daysWithoutData: [], placesMissingDays: [] });
  });

  it('gives an .xlsx template, refused as downloaded, whose Excel numbers are still known as examples', async () => {
    const db = await portalDb();
    const template = await writeTenDayTemplate(db, '2026-04-01', 'xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(template.bytes as unknown as ArrayBuffer);
    expect(workbook.worksheets.map((s) => s.name)).toEqual(['10-day outlook', 'About']);
    expect(workbook.worksheets[0]!.getCell('E2').value).toEqual(expect.any(Number));
    const refused = await refusal([{ name: template.fileName, bytes: template.bytes }]);
    expect(refused.message).toMatch(/^tenday-outlook-template-2026-04-01\.xlsx: rows 2, 3, 4, 5 and 6 are the template's example rows/);
  });
});
