import 'server-only';
import ExcelJS from 'exceljs';
import { WORKBOOK_LIMITS } from '@/platform/spreadsheets/rules/workbook-limits';
import type { Cell } from '@/modules/weather/rules/read-ten-day-cells';
import { AppError } from '@/platform/errors/app-error';
import { checkWorkbookArchive } from './check-workbook-archive';
import { limitParseTime } from './limit-parse-time';

export const MAX_WORKBOOK_BYTES = 10 * 1024 * 1024;
const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];

export interface UploadedFile {
  name: string;
  bytes: Buffer;
}

export function refuseFile(file: string, message: string): AppError {
  return new AppError('BAD_REQUEST', `${file}: ${message}`, { details: { file } });
}

/** Refuses oversized files and files that are not .xlsx (zip) at all, before any parsing. */
export function checkWorkbookBytes(file: UploadedFile): void {
  if (file.bytes.length > MAX_WORKBOOK_BYTES) throw refuseFile(file.name, 'the file is larger than 10 MB');
  if (file.bytes.length < 4 || !ZIP_MAGIC.every((byte, i) => file.bytes[i] === byte)) {
    throw refuseFile(file.name, 'this is not an Excel workbook (.xlsx)');
  }
}

/**
 * Opens an uploaded .xlsx, refusing oversized, non-workbook, broken and bomb-like files and those
 * past the sheet, row, cell or text caps (all counted before exceljs sees the file: see
 * checkWorkbookArchive), slow parses and sheets too large as tables, with a message naming the file.
 */
export async function openWorkbook(file: UploadedFile): Promise<ExcelJS.Workbook> {
  checkWorkbookBytes(file);
  await checkWorkbookArchive(file);
  const workbook = new ExcelJS.Workbook();
  // exceljs's types predate Node's generic Buffer; the bytes are what it expects.
  const loading = workbook.xlsx.load(file.bytes as unknown as ArrayBuffer).catch(() => {
    throw refuseFile(file.name, 'the workbook is broken or truncated and cannot be read');
  });
  await limitParseTime(file.name, loading);
  // Counted as readers see the sheets: a table reader fills every row up to the last column.
  const cells = workbook.worksheets.reduce((sum, sheet) => sum + sheet.rowCount * sheet.columnCount, 0);
  if (cells > WORKBOOK_LIMITS.maxCells) {
    throw new AppError(
      'PAYLOAD_TOO_LARGE',
      `${file.name}: the workbook has more than ${WORKBOOK_LIMITS.maxCells.toLocaleString('en')} cells (rows × columns over its sheets) and was refused`,
      {
        details: { file: file.name },
      },
    );
  }
  return workbook;
}

/** The first sheet of an uploaded .xlsx (see openWorkbook). */
export async function loadWorkbook(file: UploadedFile): Promise<ExcelJS.Worksheet> {
  const workbook = await openWorkbook(file);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw refuseFile(file.name, 'this is not an Excel workbook with a sheet (is it a Word or other Office file?)');
  return sheet;
}

/** A cell's value with formulas replaced by their results and rich text by its plain text. */
export function plainCell(value: ExcelJS.CellValue): Cell {
  if (value === null || value === undefined) return null;
  if (value instanceof Date || typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  if (typeof value === 'object') {
    if ('result' in value) return plainCell(value.result);
    if ('richText' in value) return value.richText.map((part) => part.text).join('');
    if ('text' in value && typeof value.text === 'string') return value.text;
  }
  return null;
}
