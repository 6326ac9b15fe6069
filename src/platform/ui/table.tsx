import type { ComponentProps, ReactNode } from 'react';
import { cn } from '@/platform/ui/cn';

/*
 * The look of a table is set once, on <table>, for its cells, rows and header: the selectors sit inside
 * :where(), so they weigh no more than an element selector and any class on a cell (`px-1`, `font-normal`)
 * wins over them. No context is needed, so these work in server components too.
 */
const CELLS = {
  // Lists of records on staff screens: roomy cells, a line between rows, a pale header.
  default: '[:where(&)_:is(th,td)]:px-3 [:where(&)_:is(th,td)]:py-2',
  // Grids and side panels: tighter rows, the header as tall as in `default`.
  compact: '[:where(&)_:is(th,td)]:px-2 [:where(&)_:is(th,td)]:py-1 [:where(&)_thead_th]:py-2',
} as const;
const ROWS = '[:where(&)_thead]:bg-pale [:where(&)_tbody_tr]:border-t [:where(&)_tbody_tr]:border-neutral-200';

const VARIANTS = {
  default: `${CELLS.default} ${ROWS}`,
  compact: `${CELLS.compact} ${ROWS}`,
  // A small report inside a notice: columns apart, no lines, no header colour.
  plain: '[:where(&)_:is(th,td)]:pr-4',
  // Styled by its own class (e.g. the calendar grid's `grid-cal`).
  bare: '',
} as const;

export type TableVariant = keyof typeof VARIANTS;

/**
 * A labelled, focusable box a wide table scrolls in (so keyboards scroll it too): name it with `label`
 * or `labelledBy` (e.g. the table's caption id). `frame="box"` draws the rounded border; `scroll="both"`
 * scrolls down as well (give it a max height).
 */
export function TableRegion({
  label,
  labelledBy,
  describedBy,
  frame = 'box',
  scroll = 'x',
  className,
  ...props
}: ComponentProps<'div'> & { label?: string; labelledBy?: string; describedBy?: string; frame?: 'box' | 'none'; scroll?: 'x' | 'both' }) {
  return (
    <div
      role="region"
      aria-label={label}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      tabIndex={0}
      className={cn(scroll === 'both' ? 'overflow-auto' : 'overflow-x-auto', frame === 'box' && 'rounded-lg border border-neutral-300', className)}
      {...props}
    />
  );
}

export function Table({ variant = 'default', className, ...props }: ComponentProps<'table'> & { variant?: TableVariant }) {
  return <table className={cn(variant !== 'bare' && 'text-left text-sm', VARIANTS[variant], className)} {...props} />;
}

/** The table's name (read by screen readers with it, and its accessible name): `inside` a framed region, or `above` an unframed table. */
export function TableCaption({ placement = 'inside', className, ...props }: ComponentProps<'caption'> & { placement?: 'inside' | 'above' }) {
  return <caption className={cn('text-left font-semibold', placement === 'inside' ? 'p-3' : 'pb-2', className)} {...props} />;
}

export function TableHeader(props: ComponentProps<'thead'>) {
  return <thead {...props} />;
}

export function TableBody(props: ComponentProps<'tbody'>) {
  return <tbody {...props} />;
}

export function TableRow(props: ComponentProps<'tr'>) {
  return <tr {...props} />;
}

/** A header cell; `scope` is required, so every header says what it heads. */
export function TableHead(props: ComponentProps<'th'> & { scope: 'col' | 'row' | 'colgroup' | 'rowgroup' }) {
  return <th {...props} />;
}

export function TableCell(props: ComponentProps<'td'>) {
  return <td {...props} />;
}

/** The usual header: one row of column headings (`scope="col"`), in the order given. */
export function TableHeadings({ headings, className }: { headings: readonly ReactNode[]; className?: string }) {
  return (
    <TableHeader className={className}>
      <TableRow>
        {headings.map((heading, index) => (
          <TableHead key={index} scope="col">
            {heading}
          </TableHead>
        ))}
      </TableRow>
    </TableHeader>
  );
}
