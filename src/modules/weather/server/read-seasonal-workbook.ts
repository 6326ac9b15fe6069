import 'server-only';
import type ExcelJS from 'exceljs';
import { normalizePlaceName } from '@/modules/places/rules/normalize-place-name';
import { parseMonthHeader } from '@/modules/weather/rules/parse-month-header';
import type { SeasonalMonthInput, SeasonalRegionInput } from '@/modules/weather/rules/seasonal-input';
import { OUTLOOK_MONTHS, type MonthCode } from '@/modules/weather/rules/seasonal-months';
import { loadWorkbook, plainCell, refuseFile, type UploadedFile } from '@/platform/spreadsheets/load-workbook';

export const TEMPLATE_MARKER = 'ACAP seasonal outlook template';

type Value = number | string | null;

function cellValue(sheet: ExcelJS.Worksheet, row: number, column: number): Value {
  const value = plainCell(sheet.getCell(row, column).value);
  if (value === null || value instanceof Date || typeof value === 'boolean') return null;
  return typeof value === 'string' ? value.trim() : value;
}

function monthColumns(sheet: ExcelJS.Worksheet, row: number): { column: number; mo: MonthCode; year?: number }[] {
  const found: { column: number; mo: MonthCode; year?: number }[] = [];
  for (let column = 1; column <= sheet.columnCount; column += 1) {
    const month = parseMonthHeader(plainCell(sheet.getCell(row, column).value));
    if (month) found.push({ column, ...month });
  }
  return found.slice(0, OUTLOOK_MONTHS);
}

const startOf = (months: { mo: MonthCode; year?: number }[]) => {
  const first = months[0];
  return first?.year
    ? `${first.year}-${String(['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'].indexOf(first.mo) + 1).padStart(2, '0')}`
    : undefined;
};

/** The portal's own template: one row per province or municipality, six month columns of percent of normal. */
function readTemplate(file: UploadedFile, sheet: ExcelJS.Worksheet): SeasonalRegionInput {
  const months = monthColumns(sheet, 4);
  if (months.length !== OUTLOOK_MONTHS) throw refuseFile(file.name, `expected ${OUTLOOK_MONTHS} month headers in row 4 of the template`);
  const provinces = new Map<string, SeasonalRegionInput['provinces'][number]>();
  for (let row = 5; row <= sheet.rowCount; row += 1) {
    const province = cellValue(sheet, row, 1);
    if (province === null || province === '') continue;
    const municipality = cellValue(sheet, row, 2);
    const values: SeasonalMonthInput[] = months.map(({ column, mo }) => ({ mo, val: cellValue(sheet, row, column) }));
    const key = normalizePlaceName(String(province));
    const entry = provinces.get(key) ?? {
      name: String(province),
      months: months.map(({ mo }): SeasonalMonthInput => ({ mo, val: null })),
      municipalities: [] as { name: string; months: SeasonalMonthInput[] }[],
    };
    if (municipality === null || municipality === '') entry.months = values;
    else entry.municipalities?.push({ name: String(municipality), months: values });
    provinces.set(key, entry);
  }
  return { region: 'calabarzon', start: startOf(months), provinces: [...provinces.values()] };
}

function findRow(sheet: ExcelJS.Worksheet, test: (text: string) => boolean): number | null {
  for (let row = 1; row <= sheet.rowCount; row += 1) {
    for (let column = 1; column <= Math.min(sheet.columnCount, 12); column += 1) {
      const value = plainCell(sheet.getCell(row, column).value);
      if (typeof value === 'string' && test(value.toLowerCase())) return row;
    }
  }
  return null;
}

/** One of PAGASA's stacked tables: month headers one row below its title, one row per province three rows below. */
function readStackedTable(file: UploadedFile, sheet: ExcelJS.Worksheet, titleRow: number, label: string) {
  const months = monthColumns(sheet, titleRow + 1);
  if (months.length !== OUTLOOK_MONTHS) {
    throw refuseFile(file.name, `expected ${OUTLOOK_MONTHS} month headers in row ${titleRow + 1}, below "${label}"`);
  }
  let provinceColumn = months[0]!.column - 1;
  for (const row of [titleRow, titleRow + 1, titleRow + 2]) {
    for (let column = 1; column < months[0]!.column; column += 1) {
      if (String(cellValue(sheet, row, column) ?? '').toUpperCase() === 'PROVINCE') provinceColumn = column;
    }
  }
  const rows = new Map<string, { name: string; values: Value[] }>();
  for (let row = titleRow + 3; row <= sheet.rowCount; row += 1) {
    const name = cellValue(sheet, row, provinceColumn);
    if (name === null || name === '') break;
    rows.set(normalizePlaceName(String(name)), { name: String(name), values: months.map(({ column }) => cellValue(sheet, row, column)) });
  }
  if (rows.size === 0) throw refuseFile(file.name, `the "${label}" table (row ${titleRow}) has no province rows`);
  return { months, rows };
}

const millimetres = (value: Value) => {
  if (value === null || (typeof value === 'string' && /^(nda|n\/a|-|)$/i.test(value))) return null;
  const number = Number(value);
  return Number.isFinite(number) ? number : NaN;
};

/** PAGASA's regional workbook: the "Forecast Rainfall" and normal rainfall tables give percent of normal. */
function readPagasaLayout(file: UploadedFile, sheet: ExcelJS.Worksheet): SeasonalRegionInput {
  const forecastRow = findRow(sheet, (text) => /forecast\s+rainfall/.test(text));
  if (forecastRow === null)
    throw refuseFile(file.name, `no "Forecast Rainfall" table and no "${TEMPLATE_MARKER}" marker in A1: this is not a seasonal outlook workbook`);
  const normalRow = findRow(sheet, (text) => /normal/.test(text) && /rainfall/.test(text) && !/forecast/.test(text));
  if (normalRow === null) throw refuseFile(file.name, 'no normal rainfall table was found, so percent of normal cannot be worked out');
  const forecast = readStackedTable(file, sheet, forecastRow, 'Forecast Rainfall');
  const normal = readStackedTable(file, sheet, normalRow, 'Normal Rainfall');
  const problems: string[] = [];
  const provinces = [...forecast.rows].map(([key, { name, values }]) => {
    const normals = normal.rows.get(key);
    if (!normals) problems.push(`${name} has no row in the normal rainfall table`);
    return {
      name,
      months: forecast.months.map(({ mo }, i) => {
        const forecastMm = millimetres(values[i] ?? null);
        const normalMm = millimetres(normals?.values[i] ?? null);
        if (Number.isNaN(forecastMm) || Number.isNaN(normalMm))
          problems.push(`${name}, ${mo}: ${String(Number.isNaN(forecastMm) ? values[i] : normals?.values[i])} is not a number`);
        return { mo, forecast: Number.isNaN(forecastMm) ? null : forecastMm, normal: Number.isNaN(normalMm) ? null : normalMm };
      }),
    };
  });
  if (problems.length > 0) throw refuseFile(file.name, `${problems.join('; ')}. Nothing was stored.`);
  return { region: 'calabarzon', start: startOf(forecast.months), provinces };
}

/**
 * Reads a seasonal outlook workbook into the API's shape, and says which layout it was: PAGASA's
 * regional workbook, or the portal's template (A1 holds its marker), which the office fills in by hand.
 */
export async function readSeasonalWorkbook(file: UploadedFile): Promise<{ layout: 'pagasa' | 'template'; input: SeasonalRegionInput }> {
  const sheet = await loadWorkbook(file);
  const marker = plainCell(sheet.getCell('A1').value);
  return typeof marker === 'string' && marker.trim() === TEMPLATE_MARKER
    ? { layout: 'template', input: readTemplate(file, sheet) }
    : { layout: 'pagasa', input: readPagasaLayout(file, sheet) };
}
