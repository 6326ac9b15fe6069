export type CsvRow = string[];

/** Thrown when a table has more fields than the caller allows; the message names the cap. */
export class CsvTooLargeError extends Error {}

/**
 * RFC 4180 CSV: quoted fields may hold commas, quotes ("") and line breaks; CRLF, LF and a leading
 * byte-order mark are accepted. Throws on an unterminated quote, naming the line it starts on, and
 * stops as soon as the table passes `maxCells` fields (a 10 MB file of commas is ten million).
 */
export function parseCsv(text: string, options: { maxCells?: number } = {}): CsvRow[] {
  const input = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const maxCells = options.maxCells ?? Infinity;
  const rows: CsvRow[] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  let quoteLine = 0;
  let line = 1;
  let cells = 0;
  const endField = () => {
    row.push(field);
    field = '';
    if (++cells > maxCells) throw new CsvTooLargeError(`the table has more than ${maxCells.toLocaleString('en')} cells and was refused`);
  };

  for (let i = 0; i < input.length; i++) {
    const char = input[i]!;
    if (quoted) {
      if (char === '"') {
        if (input[i + 1] === '"') {
          field += '"';
          i++;
        } else {
          quoted = false;
        }
      } else {
        if (char === '\n') line++;
        field += char;
      }
      continue;
    }
    if (char === '"' && field === '') {
      quoted = true;
      quoteLine = line;
    } else if (char === ',') {
      endField();
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && input[i + 1] === '\n') i++;
      endField();
      rows.push(row);
      row = [];
      line++;
    } else {
      field += char;
    }
  }
  if (quoted) throw new Error(`line ${quoteLine}: a quoted field is never closed`);
  if (field !== '' || row.length > 0) {
    endField();
    rows.push(row);
  }
  return rows;
}

/** One field, quoted only when it must be. Cells starting with = + - @ are prefixed so spreadsheets do not run them. */
export function formatCsvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function formatCsv(rows: readonly (readonly string[])[]): string {
  return rows.map((row) => row.map(formatCsvField).join(',')).join('\r\n') + '\r\n';
}
