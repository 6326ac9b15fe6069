import 'server-only';
import type { Cell } from '@/modules/weather/rules/read-ten-day-cells';
import { readLongLayoutTable } from '@/modules/weather/rules/ten-day-long-layout';
import type { TenDayRead } from '@/modules/weather/rules/ten-day-reading';
import { AppError } from '@/platform/errors/app-error';
import type { UploadedFile } from '@/platform/spreadsheets/load-workbook';
import { readTableFile } from '@/platform/spreadsheets/read-table-file';
import { readFirstSheet, sheetAsTable } from './read-ten-day-workbook';

const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];
export const isZip = (file: UploadedFile) => file.bytes.length >= 4 && ZIP_MAGIC.every((byte, i) => file.bytes[i] === byte);

/** The name a CSV's one sheet goes by in messages. */
export const CSV_SHEET = 'CSV';

/**
 * A long-layout table as readings of the shared import path, or a refusal naming the file and every
 * problem of its headings. `notPagasa` says the table is an .xlsx whose A1 is not PAGASA's, so the
 * message can say which two layouts were looked for.
 */
export function readingsOfLongLayout(file: string, table: readonly (readonly Cell[])[], sheet: string, options: { notPagasa?: boolean } = {}): TenDayRead {
  const result = readLongLayoutTable(table, file, sheet);
  if (result.ok) return result.read;
  const lead = options.notPagasa
    ? `${file}: this is neither PAGASA's 10-day workbook (A1 does not read "FORECAST DATE: …") nor the portal's long layout`
    : `${file}: this is not the portal's long layout for a 10-day outlook (download the template)`;
  const shown = result.problems.slice(0, 5).join('; ');
  const more = result.problems.length > 5 ? `; and ${result.problems.length - 5} more` : '';
  throw new AppError('BAD_REQUEST', `${lead}: ${shown}${more}.`, { details: { file, problems: result.problems.slice(0, 50) } });
}

/**
 * Reads a 10-day outlook in the portal's long layout from a CSV (UTF-8 with or without a byte-order
 * mark, or Windows-1252 as Excel saves "CSV" on Windows) or from the first sheet of an .xlsx, checked
 * like PAGASA's workbooks.
 */
export async function readTenDayLongLayout(file: UploadedFile): Promise<TenDayRead> {
  if (isZip(file)) {
    const sheet = await readFirstSheet(file);
    return readingsOfLongLayout(file.name, sheetAsTable(sheet), sheet.sheetName);
  }
  const [table] = await readTableFile(file);
  return readingsOfLongLayout(file.name, table!.rows, CSV_SHEET);
}
