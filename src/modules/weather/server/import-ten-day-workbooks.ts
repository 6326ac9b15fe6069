import 'server-only';
import { TEN_DAY_COLUMNS } from '@/modules/weather/rules/read-ten-day-cells';
import type { TenDayPartColumns, TenDayRead } from '@/modules/weather/rules/ten-day-reading';
import type { Database } from '@/platform/db/database';
import { AppError } from '@/platform/errors/app-error';
import type { UploadedFile } from '@/platform/spreadsheets/load-workbook';
import { importTenDayReadings } from './import-ten-day-readings';
import { readTenDayWorkbook, type TenDaySheet } from './read-ten-day-workbook';
import type { IssuanceAuthor } from './store-ten-day-issuance';

export type { FileReport, TenDayImportReport } from '@/modules/weather/rules/ten-day-reading';

export const MAX_TEN_DAY_FILES = 10;
/** Ten real PAGASA day files are about 6 MB together; five times that is plenty and keeps a request's memory small. */
export const MAX_TEN_DAY_UPLOAD_BYTES = 30 * 1024 * 1024;

/** One to ten files, as PAGASA publishes one workbook per forecast day. */
export function checkTenDayFileCount(files: readonly UploadedFile[]): void {
  if (files.length === 0) throw new AppError('BAD_REQUEST', 'Choose between one and ten dayN.xlsx files of one issue, or one file in the long layout.');
  if (files.length > MAX_TEN_DAY_FILES)
    throw new AppError('BAD_REQUEST', `At most ${MAX_TEN_DAY_FILES} files at once (one per forecast day); ${files.length} were sent.`);
}

function checkOneIssue(sheets: TenDaySheet[]) {
  const first = sheets[0]!;
  for (const sheet of sheets.slice(1)) {
    if (sheet.header.forecastDate !== first.header.forecastDate || sheet.header.dateRange !== first.header.dateRange) {
      throw new AppError(
        'BAD_REQUEST',
        `The files are of different issues: ${first.fileName} is the forecast of ${first.header.dateForecast} (${first.header.dateRange}), ` +
          `${sheet.fileName} of ${sheet.header.dateForecast} (${sheet.header.dateRange}). Upload one issue at a time.`,
      );
    }
  }
  const byDay = new Map<string, string>();
  for (const sheet of sheets) {
    const other = byDay.get(sheet.dayDate);
    if (other) throw new AppError('BAD_REQUEST', `${other} and ${sheet.fileName} are both the forecast for ${sheet.dayDate}.`);
    byDay.set(sheet.dayDate, sheet.fileName);
  }
}

const { name: nameColumn, ...valueColumns } = TEN_DAY_COLUMNS;
const PAGASA_COLUMNS: TenDayPartColumns = { place: nameColumn, date: 'C', ...valueColumns };

/**
 * PAGASA's day sheets of one issue as readings of the shared import path: one part per day file, every
 * row with its `Municipality (Province)` text. Rows of other regions are the import path's to skip.
 */
export function readingsOfTenDaySheets(sheets: TenDaySheet[]): TenDayRead {
  checkOneIssue(sheets);
  return {
    source: { kind: 'pagasa-workbooks', files: sheets.map((sheet) => sheet.fileName), unknownPlaces: 'report' },
    header: sheets[0]!.header,
    parts: sheets.map((sheet) => ({
      file: sheet.fileName,
      sheet: sheet.sheetName,
      day: sheet.dayDate,
      rowsRead: sheet.rows.length,
      columns: PAGASA_COLUMNS,
      problems: [],
    })),
    readings: sheets.flatMap((sheet, part) =>
      sheet.rows.map((row) => ({ part, row: row.row, place: { name: row.name }, date: sheet.dayDate, cells: row.cells })),
    ),
  };
}

/**
 * Imports one PAGASA 10-day issue from one to ten day workbooks, all or nothing: read every file,
 * check they are one issue, then the shared path (importTenDayReadings) keeps the region's rows,
 * matches names, checks values and stores.
 */
export async function importTenDayWorkbooks(db: Database, files: UploadedFile[], author: IssuanceAuthor) {
  checkTenDayFileCount(files);
  const sheets: TenDaySheet[] = [];
  for (const file of files) sheets.push(await readTenDayWorkbook(file));
  return importTenDayReadings(db, readingsOfTenDaySheets(sheets), author);
}
