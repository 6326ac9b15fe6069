import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tenDayValue } from '@/db/schema';
import { garbleAsMojibake } from '@/modules/places/rules/garble-as-mojibake';
import { normalizePlaceName } from '@/modules/places/rules/normalize-place-name';
import { portalDb } from '../support/test-database';
import { importTenDayWorkbooks } from '@/modules/weather/server/import-ten-day-workbooks';
import { readTenDayDay } from '../support/shared-data';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

let database: TestDatabase;
const author = { id: 'test-user', email: 'encoder@example.ph' };

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.dispose());

/** As PAGASA's older files write ñ: UTF-8 read as Windows-1252, saved, and read again as code page 437. */
const garbledTwice = (text: string) => garbleAsMojibake(garbleAsMojibake(text, 'windows-1252'), 'cp437');

const ENYE_PLACES = [
  { name: 'City of Dasmariñas (Cavite)', psgc: '0402106000' },
  { name: 'City of Biñan (Laguna)', psgc: '0403403000' },
  { name: 'Los Baños (Laguna)', psgc: '0403411000' },
];

function regionRow(sheet: ExcelJS.Worksheet, name: string): number {
  const wanted = normalizePlaceName(name);
  for (let row = 9; row <= sheet.rowCount; row += 1) if (normalizePlaceName(String(sheet.getCell(`B${row}`).value)) === wanted) return row;
  throw new Error(`${name} is not in the sheet`);
}

/** Day 1 of the real issue with some names rewritten; the rows each name was found in. */
async function dayOneWith(names: Record<string, string>) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(readTenDayDay(1).bytes as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0]!;
  const rows: Record<string, number> = {};
  for (const [name, written] of Object.entries(names)) {
    rows[name] = regionRow(sheet, name);
    sheet.getCell(`B${rows[name]}`).value = written;
  }
  const file = { name: 'day1.xlsx', bytes: Buffer.from(await workbook.xlsx.writeBuffer()) };
  return { file, sheet, rows };
}

describe('a 10-day file whose ñ is garbled twice, as in PAGASA’s older files', () => {
  it('matches City of Dasmariñas, City of Biñan and Los Baños and keeps their values', async () => {
    expect(garbledTwice('City of Dasmariñas (Cavite)')).toBe('City of Dasmari├â┬▒as (Cavite)');
    const { file, sheet, rows } = await dayOneWith(Object.fromEntries(ENYE_PLACES.map(({ name }) => [name, garbledTwice(name)])));
    const report = await importTenDayWorkbooks(await portalDb(), [file], author);

    expect(report.files[0]).toMatchObject({ placesMatched: 142, rowsKept: 142, unmatched: [], problems: [] });
    expect(report.placesWithoutData).toEqual([]);
    const db = await portalDb();
    for (const { name, psgc } of ENYE_PLACES) {
      const [stored] = await db
        .select()
        .from(tenDayValue)
        .where(and(eq(tenDayValue.issuanceId, report.issuanceId!), eq(tenDayValue.municipalityPsgc, psgc)));
      expect(stored, name).toBeDefined();
      expect(stored!.tempMin).toBeCloseTo(Number(sheet.getCell(`C${rows[name]}`).value), 2);
      expect(stored!.tempMax).toBeCloseTo(Number(sheet.getCell(`D${rows[name]}`).value), 2);
    }
  });

  it('still lists a garbled name of the region it cannot match, with its row, and keeps the rest', async () => {
    const unknown = garbledTwice('Los Baños Norte (Laguna)');
    const { file, rows } = await dayOneWith({ 'Los Baños (Laguna)': unknown, 'City of Biñan (Laguna)': garbledTwice('City of Biñan (Laguna)') });
    const report = await importTenDayWorkbooks(await portalDb(), [file], author);

    expect(report.files[0]!.unmatched).toEqual([{ row: rows['Los Baños (Laguna)'], name: unknown }]);
    expect(report.files[0]).toMatchObject({ placesMatched: 141, rowsKept: 141, problems: [] });
    expect(report.placesWithoutData).toEqual(['Los Baños']);
    expect(report.issuanceId).not.toBeNull();
  });
});
