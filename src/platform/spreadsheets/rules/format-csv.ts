import { stringify } from 'csv-stringify/sync';

/**
 * Rows as CSV the way Excel writes it: CRLF line ends, a field quoted only when it holds a comma, a
 * quote or a line break, and a field a spreadsheet would run as a formula (`=`, `+`, `-`, `@`, a tab
 * or CR first) written as text behind a `'`.
 */
export function formatCsv(rows: readonly (readonly string[])[]): string {
  return stringify(rows as string[][], { record_delimiter: 'windows', quote_record_delimiter: true, escape_formulas: true });
}
