import 'server-only';
import { parseTenDayHeader, type TenDayHeader } from '@/modules/weather/rules/parse-ten-day-header';
import { TEN_DAY_COLUMNS, type Cell } from '@/modules/weather/rules/read-ten-day-cells';
import ExcelJS from 'exceljs';
import { loadWorkbook, plainCell, refuseFile, type UploadedFile } from '@/platform/spreadsheets/load-workbook';

const FIRST_DATA_ROW = 9;
const NAME_HEADERS = ['municipalities', 'project areas'];

export interface TenDaySheetRow {
  row: number;
  name: string;
  cells: Record<Exclude<keyof typeof TEN_DAY_COLUMNS, 'name'>, Cell>;
}

export interface TenDaySheet {
  fileName: string;
  sheetName: string;
  header: TenDayHeader;
  dayDate: string;
  rows: TenDaySheetRow[];
}

function toIsoDate(cell: Cell): string | null {
  if (cell instanceof Date) return cell.toISOString().slice(0, 10);
  if (typeof cell === 'number' && cell > 20000 && cell < 80000) {
    // Excel's day count starts on 1899-12-30 (it keeps Lotus's leap-year bug).
    return new Date(Date.UTC(1899, 11, 30) + Math.round(cell) * 86_400_000).toISOString().slice(0, 10);
  }
  return null;
}

/** A sheet's rows by number, each as exceljs gives them (cells from index 1). */
export interface SheetRows {
  rows: Map<number, ExcelJS.CellValue[]>;
  sheetName: string;
}

/**
 * The first sheet of an uploaded .xlsx, after the archive checks and caps. The whole workbook is
 * loaded, not streamed: exceljs's streaming reader can drop a workbook's last parts at random
 * (decision 045). A cell covered by a merge reads empty, as Excel shows it, not as its merge's value.
 */
export async function readFirstSheet(file: UploadedFile): Promise<SheetRows> {
  const sheet = await loadWorkbook(file);
  const rows = new Map<number, ExcelJS.CellValue[]>();
  sheet.eachRow((row, number) => {
    const values: ExcelJS.CellValue[] = [];
    row.eachCell((cell, column) => {
      if (cell.type !== ExcelJS.ValueType.Merge) values[column] = cell.value;
    });
    rows.set(number, values);
  });
  return { rows, sheetName: sheet.name };
}

const COLUMN_INDEX: Record<string, number> = { A: 1, B: 2, C: 3, D: 4, E: 5, F: 6, G: 7, H: 8, I: 9, J: 10, K: 11 };

const textAt = (rows: Map<number, ExcelJS.CellValue[]>, column: string, row: number) => {
  const value = plainCell(rows.get(row)?.[COLUMN_INDEX[column]!] ?? null);
  return value === null ? null : String(value);
};

/** Whether a sheet is PAGASA's 10-day form: its A1 reads `FORECAST DATE: …`. */
export function isPagasaTenDaySheet({ rows }: SheetRows): boolean {
  return /^\s*FORECAST DATE\b/i.test(textAt(rows, 'A', 1) ?? '');
}

/** A streamed sheet as a table of plain cells, row 1 first (for the long layout read from an .xlsx). */
export function sheetAsTable({ rows }: SheetRows): Cell[][] {
  let last = 0;
  for (const number of rows.keys()) last = Math.max(last, number);
  return Array.from({ length: last }, (_, i) => Array.from((rows.get(i + 1) ?? []).slice(1), (value) => plainCell(value ?? null)));
}

/** Reads one PAGASA 10-day workbook (form CLIMPS-FF-1): its header cells and every data row. */
export async function readTenDayWorkbook(file: UploadedFile): Promise<TenDaySheet> {
  return tenDaySheetOf(file, await readFirstSheet(file));
}

/** PAGASA's header cells and data rows of a sheet already read. */
export function tenDaySheetOf(file: UploadedFile, { rows, sheetName }: SheetRows): TenDaySheet {
  const cellAt = (column: string, row: number) => plainCell(rows.get(row)?.[COLUMN_INDEX[column]!] ?? null);
  const text = (address: string) => {
    const value = cellAt(address[0]!, Number(address.slice(1)));
    return value === null ? null : String(value);
  };
  const header = parseTenDayHeader(text('A1'), text('A2'));
  if (!header.ok) throw refuseFile(file.name, `missing header: ${header.message}`);
  const dayDate = toIsoDate(cellAt('C', 6));
  if (!dayDate) throw refuseFile(file.name, `missing header: expected the day's date in C6, found "${text('C6') ?? ''}"`);
  if (dayDate < header.header.validFrom || dayDate > header.header.validTo) {
    throw refuseFile(file.name, `the day in C6 (${dayDate}) is outside the validity in A2 (${header.header.dateRange})`);
  }
  const nameHeader = (text('B7') ?? '').trim().toLowerCase();
  if (!NAME_HEADERS.includes(nameHeader)) {
    throw refuseFile(file.name, `missing header: expected "Municipalities" or "Project Areas" in B7, found "${text('B7') ?? ''}"`);
  }
  for (const [address, label] of [
    ['C8', 'min'],
    ['D8', 'max'],
    ['E8', 'mean'],
  ] as const) {
    if ((text(address) ?? '').trim().toLowerCase() !== label) {
      throw refuseFile(file.name, `missing header: expected "${label[0]!.toUpperCase()}${label.slice(1)}" in ${address}, found "${text(address) ?? ''}"`);
    }
  }

  const dataRows: TenDaySheetRow[] = [];
  for (const row of [...rows.keys()].filter((n) => n >= FIRST_DATA_ROW).sort((a, b) => a - b)) {
    const cell = (column: string) => cellAt(column, row);
    const name = cell(TEN_DAY_COLUMNS.name);
    if (name === null || String(name).trim() === '') continue;
    dataRows.push({
      row,
      name: String(name).trim(),
      cells: {
        tempMin: cell(TEN_DAY_COLUMNS.tempMin),
        tempMax: cell(TEN_DAY_COLUMNS.tempMax),
        tempMean: cell(TEN_DAY_COLUMNS.tempMean),
        rainfallAmount: cell(TEN_DAY_COLUMNS.rainfallAmount),
        rainfall: cell(TEN_DAY_COLUMNS.rainfall),
        cloudCover: cell(TEN_DAY_COLUMNS.cloudCover),
        humidity: cell(TEN_DAY_COLUMNS.humidity),
        windSpeed: cell(TEN_DAY_COLUMNS.windSpeed),
        windDirection: cell(TEN_DAY_COLUMNS.windDirection),
      },
    });
  }
  return { fileName: file.name, sheetName, header: header.header, dayDate, rows: dataRows };
}
