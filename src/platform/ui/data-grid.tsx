import type { ClipboardEvent, ReactNode } from 'react';
import { cn } from '@/platform/ui/cn';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRegion, TableRow, type TableVariant } from './table';

/** Where a cell sits: its row and column, counted from 0 in the grid's body. */
export interface GridCellAt {
  row: number;
  column: number;
}

/**
 * An editable grid: a labelled, focusable scroll region holding a table whose rows are headed by a
 * `<th scope="row">` and whose columns by a `<th scope="col">`, with a control in each cell (each control
 * names its row and column in its own `aria-label`). The staff encode grids (10-day, seasonal, regional
 * notes, calendar) are all this shape; each keeps its own cells and state.
 *
 * Keys and paste behave as in any form: Tab moves from control to control. With `onPasteBlock`, text
 * pasted into a cell is handed over with the cell it starts from (found by the `data-row` and
 * `data-column` of its `<td>`), for the grid to spread it across and down; without it, paste is the
 * browser's own.
 */
export function DataGrid<R, C>({
  label,
  describedBy,
  rows,
  rowKey,
  rowHeader,
  rowHeaderClassName = 'font-medium whitespace-nowrap',
  columns,
  columnKey = String,
  columnHeader,
  columnHeaderClassName,
  corner,
  head,
  leading,
  renderCell,
  cellClassName,
  onPasteBlock,
  scroll = 'both',
  frame = 'box',
  variant = 'compact',
  className,
  tableClassName,
}: {
  /** The region's name, e.g. "Rainfall by place and day". */
  label: string;
  describedBy?: string;
  rows: readonly R[];
  rowKey: (row: R) => string;
  rowHeader: (row: R) => ReactNode;
  rowHeaderClassName?: string;
  columns: readonly C[];
  columnKey?: (column: C) => string;
  /** A column's heading; not needed with `head`. */
  columnHeader?: (column: C) => ReactNode;
  columnHeaderClassName?: string;
  /** The heading of the row headers' column (top left), e.g. "Place". */
  corner?: ReactNode;
  /** A header of its own instead of the one row of `corner` and column headings. */
  head?: ReactNode;
  /** Cells before the row header (e.g. a checkbox). */
  leading?: (row: R, index: number) => ReactNode;
  renderCell: (row: R, column: C, at: GridCellAt) => ReactNode;
  cellClassName?: string | ((row: R, column: C) => string);
  onPasteBlock?: (start: GridCellAt, text: string) => void;
  /** `both`: the grid scrolls down too, within 32rem, under a header that stays in view. */
  scroll?: 'x' | 'both';
  frame?: 'box' | 'none';
  variant?: TableVariant;
  className?: string;
  tableClassName?: string;
}) {
  const onPaste = onPasteBlock
    ? (event: ClipboardEvent<HTMLDivElement>) => {
        const cell = (event.target as HTMLElement).closest<HTMLElement>('[data-row][data-column]');
        if (!cell) return;
        const text = event.clipboardData.getData('text/plain');
        if (text === '') return;
        event.preventDefault();
        onPasteBlock({ row: Number(cell.dataset.row), column: Number(cell.dataset.column) }, text);
      }
    : undefined;

  return (
    <TableRegion
      label={label}
      describedBy={describedBy}
      frame={frame}
      scroll={scroll}
      onPaste={onPaste}
      className={cn(scroll === 'both' && 'max-h-[32rem]', className)}
    >
      <Table variant={variant} className={tableClassName}>
        {head ?? (
          <TableHeader className={scroll === 'both' ? 'sticky top-0' : undefined}>
            <TableRow>
              <TableHead scope="col">{corner}</TableHead>
              {columns.map((column) => (
                <TableHead key={columnKey(column)} scope="col" className={columnHeaderClassName}>
                  {columnHeader?.(column)}
                </TableHead>
              ))}
            </TableRow>
          </TableHeader>
        )}
        <TableBody>
          {rows.map((row, rowIndex) => (
            <TableRow key={rowKey(row)}>
              {leading?.(row, rowIndex)}
              <TableHead scope="row" className={rowHeaderClassName || undefined}>
                {rowHeader(row)}
              </TableHead>
              {columns.map((column, columnIndex) => (
                <TableCell
                  key={columnKey(column)}
                  data-row={rowIndex}
                  data-column={columnIndex}
                  className={typeof cellClassName === 'function' ? cellClassName(row, column) : cellClassName}
                >
                  {renderCell(row, column, { row: rowIndex, column: columnIndex })}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableRegion>
  );
}
