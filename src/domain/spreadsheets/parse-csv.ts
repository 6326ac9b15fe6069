export type CsvRow = string[];

/**
 * RFC 4180 CSV: quoted fields may hold commas, quotes ("") and line breaks; CRLF, LF and a leading
 * byte-order mark are accepted. Throws on an unterminated quote, naming the line it starts on.
 */
export function parseCsv(text: string): CsvRow[] {
  const input = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const rows: CsvRow[] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  let quoteLine = 0;
  let line = 1;

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
      row.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && input[i + 1] === '\n') i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      line++;
    } else {
      field += char;
    }
  }
  if (quoted) throw new Error(`line ${quoteLine}: a quoted field is never closed`);
  if (field !== '' || row.length > 0) {
    row.push(field);
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
