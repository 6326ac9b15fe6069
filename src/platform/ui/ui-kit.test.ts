import { createElement as h, type ClipboardEvent, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { DataGrid } from './data-grid';
import { Field, Input } from './field';
import { Select } from './select';
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeadings, TableRegion, TableRow } from './table';

const html = (element: ReactElement) => renderToStaticMarkup(element);

describe('Field', () => {
  it('points the label at the control and describes it by its hint', () => {
    const out = html(h(Field, { id: 'rec-stage', label: 'Crop stage', hint: 'General: any stage.', children: h(Input, { name: 'stage' }) }));
    expect(out).toContain('<label for="rec-stage" class="font-medium">Crop stage</label>');
    expect(out).toContain('<span id="rec-stage-hint" class="block text-sm text-neutral-700">General: any stage.</span>');
    expect(out).toMatch(/<input id="rec-stage" aria-describedby="rec-stage-hint" class="[^"]*" name="stage"\/>/);
    expect(out).not.toContain('aria-invalid=');
  });

  it('marks the control invalid and describes it by its error as well', () => {
    const out = html(h(Field, { id: 'email', label: 'Email', hint: 'Your work address.', error: 'email is required', children: h(Input, { name: 'email' }) }));
    expect(out).toContain('aria-describedby="email-hint email-error"');
    expect(out).toContain('aria-invalid="true"');
    expect(out).toContain('<p id="email-error" class="mt-1 text-sm text-error">email is required</p>');
  });

  it('makes an id when given none, the same for the label and the control', () => {
    const out = html(h(Field, { label: 'Name', children: h(Input, { name: 'name' }) }));
    const labelFor = /<label for="([^"]+)"/.exec(out)?.[1];
    expect(labelFor).toBeTruthy();
    expect(out).toContain(`<input id="${labelFor}"`);
    expect(out).not.toContain('aria-describedby');
  });
});

describe('Select', () => {
  it('puts the placeholder first with the empty value, then the options', () => {
    const out = html(
      h(Select, {
        name: 'crop',
        defaultValue: 'rice',
        placeholder: 'Choose a crop',
        options: [
          { value: 'rice', label: 'Rice' },
          { value: 'corn', label: 'Corn' },
        ],
      }),
    );
    expect(out).toMatch(
      /^<select name="crop" class="[^"]*"><option value="">Choose a crop<\/option><option value="rice" selected="">Rice<\/option><option value="corn">Corn<\/option><\/select>$/,
    );
  });
});

describe('Table', () => {
  it('keeps the caption, the scopes and a labelled, focusable scroll region', () => {
    const out = html(
      h(
        TableRegion,
        { label: 'Your sessions' },
        h(
          Table,
          null,
          h(TableCaption, null, 'Where you are signed in'),
          h(TableHeadings, { headings: ['Browser', 'Address'] }),
          h(TableBody, null, h(TableRow, null, h(TableHead, { scope: 'row' }, 'Firefox'), h(TableCell, null, '10.0.0.1'))),
        ),
      ),
    );
    expect(out).toMatch(/^<div role="region" aria-label="Your sessions" tabindex="0" class="overflow-x-auto rounded-lg border border-neutral-300">/);
    expect(out).toContain('<caption class="text-left font-semibold p-3">Where you are signed in</caption>');
    expect(out).toContain('<thead><tr><th scope="col">Browser</th><th scope="col">Address</th></tr></thead>');
    expect(out).toContain('<tbody><tr><th scope="row">Firefox</th><td>10.0.0.1</td></tr></tbody>');
  });

  it('styles a bare table by its own class alone', () => {
    expect(html(h(Table, { variant: 'bare', className: 'grid-cal' }))).toBe('<table class="grid-cal"></table>');
  });
});

describe('DataGrid', () => {
  const grid = (onPasteBlock?: (start: { row: number; column: number }, text: string) => void) =>
    h(DataGrid<{ psgc: string; name: string }, string>, {
      label: 'Rainfall by place and day',
      corner: 'Place',
      rows: [
        { psgc: '1', name: 'Bay' },
        { psgc: '2', name: 'Calauan' },
      ],
      rowKey: (row) => row.psgc,
      rowHeader: (row) => row.name,
      columns: ['2025-08-18', '2025-08-19'],
      columnHeader: (day) => day,
      renderCell: (row, day) => h(Select, { 'aria-label': `${row.name}, ${day}`, variant: 'cell', placeholder: '—' }),
      onPasteBlock,
    });

  it('heads rows and columns, and gives each cell its place and each control its name', () => {
    const out = html(grid());
    expect(out).toMatch(
      /^<div role="region" aria-label="Rainfall by place and day" tabindex="0" class="overflow-auto rounded-lg border border-neutral-300 max-h-\[32rem\]">/,
    );
    expect(out).toContain(
      '<thead class="sticky top-0"><tr><th scope="col">Place</th><th scope="col">2025-08-18</th><th scope="col">2025-08-19</th></tr></thead>',
    );
    expect(out).toContain(
      '<th scope="row" class="font-medium whitespace-nowrap">Calauan</th><td data-row="1" data-column="0"><select aria-label="Calauan, 2025-08-18"',
    );
  });

  it('hands pasted text over with the cell it starts from, and leaves other pastes to the browser', () => {
    const onPasteBlock = vi.fn();
    // DataGrid uses no hooks: calling it gives the region element and its paste handler.
    const region = (DataGrid as (props: unknown) => ReactElement<{ onPaste?: (event: ClipboardEvent<HTMLDivElement>) => void }>)(grid(onPasteBlock).props);
    const paste = (cell: { dataset: Record<string, string> } | null, text: string) => {
      const event = { target: { closest: () => cell }, clipboardData: { getData: () => text }, preventDefault: vi.fn() };
      region.props.onPaste!(event as unknown as ClipboardEvent<HTMLDivElement>);
      return event.preventDefault;
    };
    expect(paste({ dataset: { row: '1', column: '0' } }, 'LIGHT RAINS\tHEAVY RAINS')).toHaveBeenCalled();
    expect(onPasteBlock).toHaveBeenCalledWith({ row: 1, column: 0 }, 'LIGHT RAINS\tHEAVY RAINS');
    expect(paste(null, 'x')).not.toHaveBeenCalled();
    expect(paste({ dataset: { row: '0', column: '0' } }, '')).not.toHaveBeenCalled();
    expect(onPasteBlock).toHaveBeenCalledTimes(1);
    expect((DataGrid as (props: unknown) => ReactElement<{ onPaste?: unknown }>)(grid().props).props.onPaste).toBeUndefined();
  });
});
