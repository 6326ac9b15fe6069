/**
 * A block pasted from a spreadsheet into an entry grid. Excel, LibreOffice and Google Sheets copy
 * cells as text: cells separated by tabs, rows by line breaks (CRLF or LF), a last line break after
 * the block, and a cell holding a tab, line break or quote wrapped in quotes with its quotes doubled.
 */

/** The cells of a copied block, row by row. Never throws: text that is not a block is one cell. */
export function parseTabbedBlock(text: string): string[][] {
  const rows: string[][] = [];
  const n = text.length;
  if (n === 0) return rows;
  let row: string[] = [];
  let i = 0;
  for (;;) {
    let cell = '';
    let quoted = false;
    // A quoted cell only when its closing quote ends the cell; otherwise the quote is text.
    if (text[i] === '"') {
      let j = i + 1;
      let inner = '';
      while (j < n) {
        if (text[j] === '"' && text[j + 1] === '"') {
          inner += '"';
          j += 2;
        } else if (text[j] === '"') {
          quoted = j + 1 === n || text[j + 1] === '\t' || text[j + 1] === '\n' || text[j + 1] === '\r';
          j += 1;
          break;
        } else {
          inner += text[j];
          j += 1;
        }
      }
      if (quoted) {
        cell = inner;
        i = j;
      }
    }
    if (!quoted) {
      while (i < n && text[i] !== '\t' && text[i] !== '\n' && text[i] !== '\r') {
        cell += text[i];
        i += 1;
      }
    }
    row.push(cell);
    if (i >= n) break;
    if (text[i] === '\t') {
      i += 1;
      continue;
    }
    // A line break ends the row; the one after the last row ends the block.
    i += text[i] === '\r' && text[i + 1] === '\n' ? 2 : 1;
    rows.push(row);
    row = [];
    if (i >= n) return rows;
  }
  rows.push(row);
  return rows;
}

export type CellReading<T> = { ok: true; value: T } | { ok: false; reason: string };

export interface GridPastePlan<T> {
  /** Cells to set; `null` clears a cell (a blank in the block). */
  fills: { row: number; column: number; value: T | null }[];
  /** Cells whose pasted text is not a value, with why. */
  refused: { row: number; column: number; text: string; reason: string }[];
  /** Values of the block that fell past the grid's last row or column. */
  outside: number;
}

/**
 * Where a block goes when pasted with the cell (`start`) focused: across and down from it, each text
 * read by `read`; blank cells clear, values past the grid's edges are counted and left out.
 */
export function planGridPaste<T>(
  block: readonly (readonly string[])[],
  start: { row: number; column: number },
  size: { rows: number; columns: number },
  read: (text: string) => CellReading<T>,
): GridPastePlan<T> {
  const plan: GridPastePlan<T> = { fills: [], refused: [], outside: 0 };
  block.forEach((cells, r) => {
    cells.forEach((raw, c) => {
      const row = start.row + r;
      const column = start.column + c;
      const text = raw.trim();
      if (row >= size.rows || column >= size.columns || row < 0 || column < 0) {
        if (text !== '') plan.outside += 1;
        return;
      }
      if (text === '') {
        plan.fills.push({ row, column, value: null });
        return;
      }
      const reading = read(text);
      if (reading.ok) plan.fills.push({ row, column, value: reading.value });
      else plan.refused.push({ row, column, text, reason: reading.reason });
    });
  });
  return plan;
}
