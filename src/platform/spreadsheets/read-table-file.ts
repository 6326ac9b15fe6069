import 'server-only';
import { Readable } from 'node:stream';
import { CsvError, parse } from 'csv-parse';
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

function* slices(bytes: Buffer) {
  for (let at = 0; at < bytes.length; at += 64 * 1024) yield bytes.subarray(at, at + 64 * 1024);
}

/**
 * RFC 4180 CSV (quoted fields may hold commas, quotes and line breaks; CRLF, LF or CR; a byte-order
 * mark), as Excel reads it: rows may differ in length and a quote inside a field is text. csv-parse
 * has no cap on fields, so it is fed the file a slice at a time and the rows are counted as they come,
 * each row held to one field past the cap: a 10 MB file of commas or line breaks stops at the cap
 * instead of building ten million fields.
 */
async function parseCsv(file: UploadedFile, text: string): Promise<Cell[][]> {
  const { maxCells } = WORKBOOK_LIMITS;
  const options = { bom: true, record_delimiter: ['\r\n', '\n', '\r'], relax_column_count: true, relax_quotes: true, ignore_last_delimiters: maxCells + 1 };
  // csv-parse reads bytes, so a slice may end anywhere, even inside a character.
  const records = Readable.from(slices(Buffer.from(text))).pipe(parse(options));
  const rows: string[][] = [];
  let cells = 0;
  try {
    for await (const row of records as AsyncIterable<string[]>) {
      cells += row.length;
      if (cells > maxCells) {
        const message = `${file.name}: the table has more than ${maxCells.toLocaleString('en')} cells and was refused`;
        throw new AppError('PAYLOAD_TOO_LARGE', message, { details: { file: file.name } });
      }
      rows.push(row);
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (error instanceof CsvError && error.code === 'CSV_QUOTE_NOT_CLOSED')
      throw refuseFile(file.name, `row ${Number(error.records) + 1}: a quoted field is never closed`);
    throw refuseFile(file.name, (error as Error).message);
  }
  return rows;
}

/** An uploaded CSV (one sheet named after the file) or .xlsx (every worksheet), as rows of plain cells. */
export async function readTableFile(file: UploadedFile): Promise<TableSheet[]> {
  const isZip = file.bytes.length >= 4 && ZIP_MAGIC.every((byte, i) => file.bytes[i] === byte);
  if (!isZip) {
    if (/\.xlsx?$/i.test(file.name)) checkWorkbookBytes(file);
    return [{ name: file.name, rows: await parseCsv(file, decodeText(file)) }];
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
