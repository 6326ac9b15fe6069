import 'server-only';
import { TENDAY_COLUMNS } from '@/domain/weather/read-tenday-cells';
import type { TendayPartColumns, TendayRead } from '@/domain/weather/tenday-reading';
import type { Database } from '@/server/db/database';
import { AppError } from '@/server/http/app-error';
import type { UploadedFile } from '@/server/spreadsheets/load-workbook';
import { importTendayReadings } from './import-tenday-readings';
import { readTendayWorkbook, type TendaySheet } from './read-tenday-workbook';
import type { IssuanceAuthor } from './store-tenday-issuance';

export type { FileReport, TendayImportReport } from '@/domain/weather/tenday-reading';

export const MAX_TENDAY_FILES = 10;
/** Ten real PAGASA day files are about 6 MB together; five times that is plenty and keeps a request's memory small. */
export const MAX_TENDAY_UPLOAD_BYTES = 30 * 1024 * 1024;

/** One to ten files, as PAGASA publishes one workbook per forecast day. */
export function checkTendayFileCount(files: readonly UploadedFile[]): void {
  if (files.length === 0) throw new AppError('BAD_REQUEST', 'Choose between one and ten dayN.xlsx files of one issue, or one file in the long layout.');
  if (files.length > MAX_TENDAY_FILES) throw new AppError('BAD_REQUEST', `At most ${MAX_TENDAY_FILES} files at once (one per forecast day); ${files.length} were sent.`);
}

function checkOneIssue(sheets: TendaySheet[]) {
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

const { name: nameColumn, ...valueColumns } = TENDAY_COLUMNS;
const PAGASA_COLUMNS: TendayPartColumns = { place: nameColumn, date: 'C', ...valueColumns };

/**
 * PAGASA's day sheets of one issue as readings of the shared import path: one part per day file, every
 * row with its `Municipality (Province)` text. Rows of other regions are the import path's to skip.
 */
export function readingsOfTendaySheets(sheets: TendaySheet[]): TendayRead {
  checkOneIssue(sheets);
  return {
    source: { kind: 'pagasa-workbooks', files: sheets.map((sheet) => sheet.fileName), unknownPlaces: 'report' },
    header: sheets[0]!.header,
    parts: sheets.map((sheet) => ({ file: sheet.fileName, sheet: sheet.sheetName, day: sheet.dayDate, rowsRead: sheet.rows.length, columns: PAGASA_COLUMNS, problems: [] })),
    readings: sheets.flatMap((sheet, part) => sheet.rows.map((row) => ({ part, row: row.row, place: { name: row.name }, date: sheet.dayDate, cells: row.cells }))),
  };
}

/**
 * Imports one PAGASA 10-day issue from one to ten day workbooks, all or nothing: read every file,
 * check they are one issue, then the shared path (importTendayReadings) keeps the region's rows,
 * matches names, checks values and stores.
 */
export async function importTendayWorkbooks(db: Database, files: UploadedFile[], author: IssuanceAuthor) {
  checkTendayFileCount(files);
  const sheets: TendaySheet[] = [];
  for (const file of files) sheets.push(await readTendayWorkbook(file));
  return importTendayReadings(db, readingsOfTendaySheets(sheets), author);
}
