import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CsvTooLargeError, formatCsv, parseCsv } from './parse-csv';

describe('reading CSV', () => {
  it('reads plain rows with CRLF or LF and a byte-order mark', () => {
    expect(parseCsv('\ufeffa,b,c\r\n1,2,3\n')).toEqual([
      ['a', 'b', 'c'],
      ['1', '2', '3'],
    ]);
  });

  it('reads quoted fields with commas, quotes and line breaks', () => {
    expect(parseCsv('"Sto. Tomas, Batangas","say ""hi""","two\nlines"')).toEqual([['Sto. Tomas, Batangas', 'say "hi"', 'two\nlines']]);
  });

  it('keeps empty fields and a last line without a break', () => {
    expect(parseCsv('a,,c\n,,')).toEqual([
      ['a', '', 'c'],
      ['', '', ''],
    ]);
  });

  it('stops at the cell cap instead of building a huge table', () => {
    expect(parseCsv('a,b\nc,d', { maxCells: 4 })).toEqual([
      ['a', 'b'],
      ['c', 'd'],
    ]);
    expect(() => parseCsv('a,b\nc,d,e', { maxCells: 4 })).toThrow(CsvTooLargeError);
    expect(() => parseCsv(','.repeat(5_000_000), { maxCells: 1_000_000 })).toThrow('the table has more than 1,000,000 cells and was refused');
  });

  it('names the line of a quote that is never closed', () => {
    expect(() => parseCsv('a,b\n"open,c\nd')).toThrow('line 2: a quoted field is never closed');
  });

  it('reads back what it writes, for any text', () => {
    const field = fc.string({ unit: fc.constantFrom('a', 'Ñ', ',', '"', '\n', '\r', ' ', '1', '_') }).filter((s) => !/^[=+\-@\t\r]/.test(s));
    const table = fc.array(fc.array(field, { minLength: 2, maxLength: 5 }), { minLength: 1, maxLength: 6 });
    fc.assert(
      fc.property(table, (rows) => {
        expect(parseCsv(formatCsv(rows))).toEqual(rows);
      }),
      { numRuns: 1000 },
    );
  });

  it('never runs formulas: leading = + - @ are written as text', () => {
    expect(formatCsv([['=HYPERLINK("x")', '-1', 'plain']])).toBe(`"'=HYPERLINK(""x"")",'-1,plain\r\n`);
  });
});
