import 'server-only';
import { XLSX_TYPE } from '@/platform/contracts/media-types';
import ExcelJS from 'exceljs';
import { CALENDAR_COLUMNS } from '@/modules/calendar/rules/calendar-layout';
import { formatCsv } from '@/platform/spreadsheets/rules/format-csv';
import type { Queryable } from '@/platform/db/database';
import { getCalendar, type CalendarQuery } from './get-calendar';

export interface CalendarExport {
  fileName: string;
  contentType: string;
  bytes: Buffer;
}

/** The calendar rows a query selects, in the interchange layout the import reads (CSV or .xlsx). */
export async function exportCalendar(db: Queryable, query: CalendarQuery & { format: 'csv' | 'xlsx' }): Promise<CalendarExport> {
  const entries = await getCalendar(db, query);
  const table = [
    [...CALENDAR_COLUMNS],
    ...entries.map((entry) => [entry.province.name, entry.municipality.name, entry.crop, ...entry.slots.map((stage) => stage ?? '')]),
  ];
  const baseName = ['calendar', query.mode, query.province, query.municipality, query.crop]
    .filter(Boolean)
    .join('-')
    .toLowerCase()
    .replace(/[^a-z0-9_-]+/g, '_');
  if (query.format === 'csv') {
    return { fileName: `${baseName}.csv`, contentType: 'text/csv; charset=utf-8', bytes: Buffer.from(formatCsv(table), 'utf8') };
  }
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('calendar');
  sheet.addRows(table);
  sheet.getRow(1).font = { bold: true };
  sheet.views = [{ state: 'frozen', xSplit: 3, ySplit: 1 }];
  return {
    fileName: `${baseName}.xlsx`,
    contentType: XLSX_TYPE,
    bytes: Buffer.from(await workbook.xlsx.writeBuffer()),
  };
}
