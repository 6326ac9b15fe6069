import ExcelJS from 'exceljs';
import { CALENDAR_COLUMNS } from '@/modules/calendar/rules/calendar-layout';
import { formatCsv } from '@/platform/spreadsheets/rules/format-csv';

export interface CalendarFileRow {
  prov: string;
  muni: string;
  crop: string;
  /** 24 cells as written in the file, e.g. `plant_1`, `mat_2` or ''. */
  cells: string[];
}

/** A rice-like year: land preparation in the 1st half of June … harvest in October, cells with PAGASA-style suffixes. */
export const WET_SEASON_RICE = [
  '',
  '',
  '',
  '',
  '',
  '',
  '',
  '',
  '',
  '',
  'prep_1',
  'seed_1',
  'plant_1',
  'estab_1',
  'veg_1',
  'veg_2',
  'repro_1',
  'repro_2',
  'mat_1',
  '',
  '',
  '',
  '',
  '',
];

export function calendarCsv(rows: readonly CalendarFileRow[], header: readonly string[] = CALENDAR_COLUMNS): Buffer {
  return Buffer.from(formatCsv([[...header], ...rows.map((row) => [row.prov, row.muni, row.crop, ...row.cells])]), 'utf8');
}

export async function calendarWorkbook(rows: readonly CalendarFileRow[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('calendar');
  sheet.addRow([...CALENDAR_COLUMNS]);
  for (const row of rows) sheet.addRow([row.prov, row.muni, row.crop, ...row.cells]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

export function uploadForm(field: string, name: string, bytes: Buffer, fields: Record<string, string> = {}): FormData {
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(bytes)]), name);
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  return form;
}
