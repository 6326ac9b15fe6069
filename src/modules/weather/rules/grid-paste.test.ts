import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseTabbedBlock, planGridPaste } from './grid-paste';
import { readRainfallEntry } from './rainfall-entry';

const readRainfall = (text: string) => {
  const entry = readRainfallEntry(text);
  return entry.ok ? { ok: true as const, value: entry.rainfall } : entry;
};

/** What Excel puts on the clipboard: tabs, CRLF, a CRLF after the last row, cells with tabs, breaks or quotes quoted. */
const asExcelCopies = (rows: string[][]) =>
  rows.map((row) => row.map((cell) => (/[\t\r\n"]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell)).join('\t')).join('\r\n') + '\r\n';

describe('a block copied from a spreadsheet', () => {
  it('splits rows and cells as Excel, LibreOffice and Sheets copy them', () => {
    expect(parseTabbedBlock('LIGHT RAINS\t75\r\n0\t\r\n')).toEqual([
      ['LIGHT RAINS', '75'],
      ['0', ''],
    ]);
    expect(parseTabbedBlock('a\tb\nc\td')).toEqual([
      ['a', 'b'],
      ['c', 'd'],
    ]);
    expect(parseTabbedBlock('"two\nlines"\t"say ""hi"""\n')).toEqual([['two\nlines', 'say "hi"']]);
    expect(parseTabbedBlock('"quoted" text\tx')).toEqual([['"quoted" text', 'x']]);
    expect(parseTabbedBlock('single')).toEqual([['single']]);
    expect(parseTabbedBlock('')).toEqual([]);
    expect(parseTabbedBlock('\r\n')).toEqual([['']]);
  });

  it('reads back any block Excel copies', () => {
    const cell = fc.string({ unit: fc.constantFrom('a', 'Ñ', '\t', '\n', '"', ' ', '1', '<', '-') });
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 5 }).chain((width) => fc.array(fc.array(cell, { minLength: width, maxLength: width }), { minLength: 1, maxLength: 6 })),
        (rows) => {
          expect(parseTabbedBlock(asExcelCopies(rows))).toEqual(rows);
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('never throws, whatever is pasted', () => {
    fc.assert(fc.property(fc.string(), (text) => void parseTabbedBlock(text)));
  });
});

describe('pasting a block into the grid', () => {
  it('fills across and down from the focused cell, clears blanks, refuses what is no rainfall and counts what falls outside', () => {
    const block = parseTabbedBlock('LIGHT RAINS\t75\tsnow\r\n\t0\t>180\r\nheavy rains\t1\t2\r\n');
    const plan = planGridPaste(block, { row: 1, column: 8 }, { rows: 3, columns: 10 }, readRainfall);
    expect(plan.fills).toEqual([
      { row: 1, column: 8, value: 'b_normal' },
      { row: 1, column: 9, value: 'near_normal' },
      { row: 2, column: 8, value: null },
      { row: 2, column: 9, value: 'wb_normal' },
    ]);
    expect(plan.refused).toEqual([]);
    // "snow" and ">180" fall past the last day, the third row past the last place.
    expect(plan.outside).toBe(5);
    const refused = planGridPaste([['snow', 'LIGHT RAINS']], { row: 0, column: 0 }, { rows: 3, columns: 10 }, readRainfall);
    expect(refused.refused).toEqual([{ row: 0, column: 0, text: 'snow', reason: expect.stringMatching(/^not a rainfall class/) }]);
    expect(refused.fills).toEqual([{ row: 0, column: 1, value: 'b_normal' }]);
  });

  it('touches every cell of the block inside the grid exactly once, and none outside', () => {
    fc.assert(
      fc.property(
        fc.array(fc.array(fc.constantFrom('', 'LIGHT RAINS', '75', 'x'), { minLength: 1, maxLength: 12 }), { minLength: 1, maxLength: 12 }),
        fc.integer({ min: 0, max: 9 }),
        fc.integer({ min: 0, max: 9 }),
        (block, row, column) => {
          const plan = planGridPaste(block, { row, column }, { rows: 10, columns: 10 }, readRainfall);
          const touched = [...plan.fills, ...plan.refused].map((cell) => `${cell.row}/${cell.column}`);
          expect(new Set(touched).size).toBe(touched.length);
          for (const cell of [...plan.fills, ...plan.refused]) expect(cell.row < 10 && cell.column < 10).toBe(true);
          const inside = block.flatMap((cells, r) => cells.filter((_, c) => row + r < 10 && column + c < 10)).length;
          const outside = block.flatMap((cells, r) => cells.filter((text, c) => (row + r >= 10 || column + c >= 10) && text !== '')).length;
          expect(touched).toHaveLength(inside);
          expect(plan.outside).toBe(outside);
        },
      ),
    );
  });
});
