import 'server-only';
import ExcelJS from 'exceljs';
import { asc } from 'drizzle-orm';
import { municipality, province } from '@/db/schema';
import { addMonths, OUTLOOK_MONTHS } from '@/modules/weather/rules/seasonal-months';
import type { Queryable } from '@/platform/db/database';
import { TEMPLATE_MARKER } from './read-seasonal-workbook';

const MONTH_NAMES = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** The portal's seasonal template: every province and municipality, six months from `start` (YYYY-MM). */
export async function writeSeasonalTemplate(db: Queryable, start: string): Promise<Buffer> {
  const [provinces, places] = await Promise.all([
    db.select().from(province).orderBy(asc(province.name)),
    db.select().from(municipality).orderBy(asc(municipality.name)),
  ]);
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Seasonal outlook');
  sheet.getCell('A1').value = TEMPLATE_MARKER;
  sheet.getCell('A1').font = { bold: true, size: 14 };
  sheet.getCell('A2').value =
    'Rainfall as percent of normal (forecast ÷ 30-year normal × 100); write nda where there is no data. Leave the city/municipality blank for the whole province.';
  const months = Array.from({ length: OUTLOOK_MONTHS }, (_, i) => addMonths(start, i));
  sheet.getRow(4).values = ['Province', 'City/Municipality', ...months.map((m) => `${MONTH_NAMES[Number(m.slice(5)) - 1]} ${m.slice(0, 4)}`)];
  sheet.getRow(4).font = { bold: true };
  sheet.columns = [{ width: 14 }, { width: 30 }, ...months.map(() => ({ width: 11 }))];
  for (const p of provinces) {
    sheet.addRow([p.name, null]);
    for (const m of places.filter((place) => place.provincePsgc === p.psgc)) sheet.addRow([p.name, m.name]);
  }
  sheet.views = [{ state: 'frozen', ySplit: 4, xSplit: 2 }];
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
