import 'server-only';
import { XLSX_TYPE } from '@/platform/contracts/media-types';
import ExcelJS from 'exceljs';
import { asc } from 'drizzle-orm';
import { municipality, province } from '@/db/schema';
import { formatCsv } from '@/platform/spreadsheets/rules/format-csv';
import { LONG_LAYOUT_COLUMNS } from '@/modules/weather/rules/ten-day-long-layout';
import { longLayoutTemplateRows } from '@/modules/weather/rules/ten-day-template';
import type { Queryable } from '@/platform/db/database';

export type TemplateFormat = 'csv' | 'xlsx';

/**
 * The long layout's template for a 10-day outlook starting on `date`: the headings and one example row
 * per province. CSV (UTF-8 with a byte-order mark, so Excel shows ñ right) or .xlsx with a second sheet
 * describing every column and unit; the importer reads the first sheet only.
 */
export async function writeTenDayTemplate(
  db: Queryable,
  date: string,
  format: TemplateFormat,
): Promise<{ bytes: Buffer; contentType: string; fileName: string }> {
  const [provinces, places] = await Promise.all([
    db.select().from(province).orderBy(asc(province.name)),
    db.select().from(municipality).orderBy(asc(municipality.name)),
  ]);
  const firstPlaces = provinces.flatMap((p) => {
    const first = places.find((place) => place.provincePsgc === p.psgc);
    return first ? [{ psgc: first.psgc, name: first.name, province: p.name }] : [];
  });
  const rows = longLayoutTemplateRows(firstPlaces, date);
  const fileName = `tenday-outlook-template-${date}.${format}`;
  if (format === 'csv') {
    return { bytes: Buffer.from(`\ufeff${formatCsv(rows)}`, 'utf8'), contentType: 'text/csv; charset=utf-8', fileName };
  }

  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('10-day outlook');
  const [headings, ...examples] = rows;
  sheet.addRow(headings);
  sheet.getRow(1).font = { bold: true };
  const dateColumn = LONG_LAYOUT_COLUMNS.findIndex((column) => column.key === 'date');
  const numeric = new Set(['tempMin', 'tempMax', 'tempMean', 'humidity', 'windSpeed']);
  for (const example of examples) {
    sheet.addRow(
      example.map((text, i) => {
        const column = LONG_LAYOUT_COLUMNS[i]!;
        if (i === dateColumn) return new Date(`${text}T00:00:00Z`);
        if (text !== '' && (numeric.has(column.key) || (column.key === 'rainfallAmount' && /^\d+(\.\d+)?$/.test(text)))) return Number(text);
        return text === '' ? null : text;
      }),
    );
  }
  // Codes are text, so Excel keeps their leading zero; dates show as YYYY-MM-DD.
  sheet.getColumn(1).numFmt = '@';
  sheet.getColumn(dateColumn + 1).numFmt = 'yyyy-mm-dd';
  sheet.columns.forEach((column, i) => (column.width = Math.max(12, rows[0]![i]!.length + 2)));
  sheet.getColumn(2).width = 28;
  sheet.views = [{ state: 'frozen', ySplit: 1 }];

  const about = workbook.addWorksheet('About');
  about.addRow(['Column', 'Unit', 'What goes in it', 'Also accepted as heading']);
  about.getRow(1).font = { bold: true };
  for (const column of LONG_LAYOUT_COLUMNS) about.addRow([column.heading, column.unit ?? '', column.description, column.aliases.join(', ')]);
  about.addRow([]);
  about.addRow(['One row per city or municipality and day. Only the first sheet is read. A blank cell is "no data"; nothing is stored if any value is wrong.']);
  about.columns = [{ width: 16 }, { width: 8 }, { width: 90 }, { width: 60 }];
  return {
    bytes: Buffer.from(await workbook.xlsx.writeBuffer()),
    contentType: XLSX_TYPE,
    fileName,
  };
}
