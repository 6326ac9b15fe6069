import 'server-only';
import { splitPlaceText } from '@/domain/places/match-place';
import { readTendayCells, type CellProblem } from '@/domain/weather/read-tenday-cells';
import type { TendayValue } from '@/domain/weather/tenday-value';
import type { Database } from '@/server/db/database';
import { AppError } from '@/server/http/app-error';
import { getPlaceMatcher } from '@/server/places/get-place-matcher';
import type { UploadedFile } from '@/server/spreadsheets/load-workbook';
import { readTendayWorkbook, type TendaySheet } from './read-tenday-workbook';
import { storeTendayIssuance, type IssuanceAuthor } from './store-tenday-issuance';

export const MAX_TENDAY_FILES = 10;
/** Ten real PAGASA day files are about 6 MB together; five times that is plenty and keeps a request's memory small. */
export const MAX_TENDAY_UPLOAD_BYTES = 30 * 1024 * 1024;

export interface FileReport {
  file: string;
  sheet: string;
  day: string;
  rowsRead: number;
  rowsKept: number;
  placesMatched: number;
  otherRegionRows: number;
  unmatched: { row: number; name: string }[];
  problems: ({ sheet: string; row: number } & CellProblem)[];
}

export interface TendayImportReport {
  issuanceId: string | null;
  forecastDate: string;
  dateRange: string;
  files: FileReport[];
  /** Places of the region with no row in any file of the upload. */
  placesWithoutData: string[];
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

/**
 * Imports one PAGASA 10-day issue from one to ten day workbooks, all or nothing: read every file,
 * check they are one issue, keep the region's rows, match names, check values, then store.
 */
export async function importTendayWorkbooks(
  db: Database,
  files: UploadedFile[],
  author: IssuanceAuthor,
): Promise<TendayImportReport> {
  if (files.length === 0) throw new AppError('BAD_REQUEST', 'Choose between one and ten dayN.xlsx files of one issue.');
  if (files.length > MAX_TENDAY_FILES) throw new AppError('BAD_REQUEST', `At most ${MAX_TENDAY_FILES} files at once (one per forecast day); ${files.length} were sent.`);

  const sheets: TendaySheet[] = [];
  for (const file of files) sheets.push(await readTendayWorkbook(file));
  checkOneIssue(sheets);

  const matcher = await getPlaceMatcher(db);
  const values: TendayValue[] = [];
  const covered = new Set<string>();
  const reports = sheets.map((sheet): FileReport => {
    const report: FileReport = {
      file: sheet.fileName,
      sheet: sheet.sheetName,
      day: sheet.dayDate,
      rowsRead: sheet.rows.length,
      rowsKept: 0,
      placesMatched: 0,
      otherRegionRows: 0,
      unmatched: [],
      problems: [],
    };
    const seen = new Map<string, number>();
    for (const row of sheet.rows) {
      const { province } = splitPlaceText(row.name);
      const inRegion = province === undefined || matcher.matchProvince(province) !== null;
      const match = matcher.match(row.name);
      if (match.status !== 'matched') {
        if (inRegion && province !== undefined) report.unmatched.push({ row: row.row, name: row.name });
        else report.otherRegionRows += 1;
        continue;
      }
      const earlier = seen.get(match.place.psgc);
      if (earlier) {
        report.problems.push({ sheet: sheet.sheetName, row: row.row, column: 'B', message: `${match.place.name} appears again (first in row ${earlier})` });
        continue;
      }
      seen.set(match.place.psgc, row.row);
      report.placesMatched += 1;
      const result = readTendayCells(row.cells, { municipality: match.place.psgc, date: sheet.dayDate });
      if (result.value) {
        values.push(result.value);
        covered.add(match.place.psgc);
        report.rowsKept += 1;
      } else {
        report.problems.push(...result.problems.map((problem) => ({ sheet: sheet.sheetName, row: row.row, ...problem })));
      }
    }
    return report;
  });

  const first = sheets[0]!.header;
  const report: TendayImportReport = {
    issuanceId: null,
    forecastDate: first.forecastDate,
    dateRange: first.dateRange,
    files: reports,
    placesWithoutData: matcher.places.filter((p) => !covered.has(p.psgc)).map((p) => p.name),
  };
  const problemCount = reports.reduce((sum, r) => sum + r.problems.length, 0);
  if (problemCount > 0) {
    throw new AppError('BAD_REQUEST', `${problemCount} value(s) in the upload are wrong; nothing was stored. Correct them and upload the issue again.`, {
      details: { report },
    });
  }
  if (values.length === 0) {
    throw new AppError('BAD_REQUEST', 'No row of the region was found in the upload; nothing was stored.', { details: { report } });
  }

  report.issuanceId = await storeTendayIssuance(db, {
    header: first,
    values,
    source: { mode: 'excel', files: sheets.map((s) => s.fileName) },
    author,
  });
  return report;
}
