import 'server-only';
import type { TenDayImportReport } from '@/modules/weather/rules/ten-day-reading';
import type { Database } from '@/platform/db/database';
import { AppError } from '@/platform/errors/app-error';
import type { UploadedFile } from '@/platform/spreadsheets/load-workbook';
import { readTableFile } from '@/platform/spreadsheets/read-table-file';
import { importTenDayReadings } from './import-ten-day-readings';
import { checkTenDayFileCount, readingsOfTenDaySheets } from './import-ten-day-workbooks';
import { CSV_SHEET, isZip, readingsOfLongLayout } from './read-ten-day-long-layout';
import { isPagasaTenDaySheet, readFirstSheet, sheetAsTable, tenDaySheetOf, type TenDaySheet } from './read-ten-day-workbook';
import type { IssuanceAuthor } from './store-ten-day-issuance';

/**
 * A 10-day upload, whichever file kind it holds: one to ten of PAGASA's dayN.xlsx of one issue, or one
 * file (CSV or .xlsx) in the portal's long layout. A workbook whose A1 reads `FORECAST DATE` is PAGASA's;
 * any other file is read as the long layout. Both then take the shared import path. An upload that
 * would replace the live outlook and leave more than a fifth of the places empty is refused with 409
 * unless `confirmed` (decision 086).
 */
export async function importTenDayFiles(
  db: Database,
  files: UploadedFile[],
  author: IssuanceAuthor,
  options: { confirmed: boolean } = { confirmed: false },
): Promise<TenDayImportReport> {
  checkTenDayFileCount(files);
  const sheets: TenDaySheet[] = [];
  const long: { file: UploadedFile; read: () => ReturnType<typeof readingsOfLongLayout> }[] = [];
  for (const file of files) {
    if (isZip(file)) {
      const sheet = await readFirstSheet(file);
      if (isPagasaTenDaySheet(sheet)) sheets.push(tenDaySheetOf(file, sheet));
      else long.push({ file, read: () => readingsOfLongLayout(file.name, sheetAsTable(sheet), sheet.sheetName, { notPagasa: true }) });
    } else {
      // Not a zip: a CSV (readTableFile refuses a file named .xlsx that is not one).
      const [table] = await readTableFile(file);
      long.push({ file, read: () => readingsOfLongLayout(file.name, table!.rows, CSV_SHEET) });
    }
  }
  if (long.length > 0 && files.length > 1) {
    throw new AppError(
      'BAD_REQUEST',
      `${long[0]!.file.name} is not one of PAGASA's day workbooks, so it is read as the long layout, which holds the whole outlook in one file: upload it on its own.`,
    );
  }
  return importTenDayReadings(db, long.length > 0 ? long[0]!.read() : readingsOfTenDaySheets(sheets), author, {
    replaceCheck: options.confirmed ? 'confirmed' : 'ask',
  });
}
