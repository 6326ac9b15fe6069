import 'server-only';
import { CsvTooLargeError, parseCsv } from '@/platform/spreadsheets/rules/parse-csv';
import { WORKBOOK_LIMITS } from '@/platform/spreadsheets/rules/workbook-limits';
import type { Cell } from '@/modules/weather/rules/read-ten-day-cells';
import { AppError } from '@/platform/errors/app-error';
import { checkWorkbookBytes, openWorkbook, plainCell, refuseFile, type UploadedFile } from './load-workbook';

export interface TableSheet {
  name: string;
  rows: Cell[][];
}

const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];

function decodeText(file: UploadedFile): string {
  if (file.bytes.subarray(0, 8192).includes(0)) {
    throw refuseFile(file.name, 'this is neither a CSV file nor an Excel workbook (.xlsx)');
  }
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(file.bytes);
  } catch {
    // Excel on Windows saves CSV in the ANSI code page.
    return new TextDecoder('windows-1252').decode(file.bytes);
  }
}

/** An uploaded CSV (one sheet named after the file) or .xlsx (every worksheet), as rows of plain cells. */
export async function readTableFile(file: UploadedFile): Promise<TableSheet[]> {
  const isZip = file.bytes.length >= 4 && ZIP_MAGIC.every((byte, i) => file.bytes[i] === byte);
  if (!isZip) {
    if (/\.xlsx?$/i.test(file.name)) checkWorkbookBytes(file);
    const text = decodeText(file);
    try {
      return [{ name: file.name, rows: parseCsv(text, { maxCells: WORKBOOK_LIMITS.maxCells }) }];
    } catch (error) {
      if (error instanceof CsvTooLargeError) throw new AppError('PAYLOAD_TOO_LARGE', `${file.name}: ${error.message}`, { details: { file: file.name } });
      throw refuseFile(file.name, (error as Error).message);
    }
  }
  const workbook = await openWorkbook(file);
  if (workbook.worksheets.length === 0) throw refuseFile(file.name, 'the workbook has no sheets');
  return workbook.worksheets.map((sheet) => {
    const rows: Cell[][] = [];
    sheet.eachRow({ includeEmpty: true }, (row, number) => {
      const cells: Cell[] = [];
      row.eachCell({ includeEmpty: true }, (cell, column) => {
        cells[column - 1] = plainCell(cell.value);
      });
      rows[number - 1] = Array.from(cells, (cell) => cell ?? null);
    });
    return { name: sheet.name, rows: Array.from(rows, (row) => row ?? []) };
  });
}
