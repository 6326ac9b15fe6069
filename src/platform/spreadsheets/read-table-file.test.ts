import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AppError } from '@/platform/errors/app-error';
import { formatCsv } from '@/platform/spreadsheets/rules/format-csv';
import { readTableFile } from './read-table-file';

const csv = (text: string, name = 'table.csv') => readTableFile({ name, bytes: Buffer.from(text, 'utf8') });
const rowsOf = async (text: string) => (await csv(text))[0]!.rows;

async function refusal(work: Promise<unknown>): Promise<AppError> {
  const error = await work.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe('reading an uploaded CSV', () => {
  it('reads quoted fields with commas, quotes and line breaks, a byte-order mark, and any line ends', async () => {
    expect(await rowsOf('\ufeff"Sto. Tomas, Batangas","say ""hi""","two\nlines"\r\nBay,12" pipe\rLast')).toEqual([
      ['Sto. Tomas, Batangas', 'say "hi"', 'two\nlines'],
      ['Bay', '12" pipe'],
      ['Last'],
    ]);
  });

  it('keeps empty fields, rows of any length and a last line without a break', async () => {
    expect(await rowsOf('a,,c\n,,\nd')).toEqual([['a', '', 'c'], ['', '', ''], ['d']]);
  });

  it('names the row of a quote that is never closed', async () => {
    const error = await refusal(csv('a,b\n"two\nlines"\n"open,c\nd', 'places.csv'));
    expect(error.status).toBe(400);
    expect(error.message).toBe('places.csv: row 3: a quoted field is never closed');
  });

  it('stops at the cell cap, in one line of ten million commas as in ten million lines', async () => {
    expect((await rowsOf(`${'1,'.repeat(149_999)}1\n${'2,'.repeat(149_999)}2\n`)).flat()).toHaveLength(300_000);
    expect(await rowsOf(`"${','.repeat(300_000)}",2\n`)).toEqual([[','.repeat(300_000), '2']]);
    for (const separator of [',', '\n']) {
      const error = await refusal(csv(separator.repeat(10 * 1024 * 1024 - 1), 'huge.csv'));
      expect(error.status).toBe(413);
      expect(error.message).toBe('huge.csv: the table has more than 300,000 cells and was refused');
    }
  });

  it('reads back what formatCsv writes, for any text', async () => {
    const field = fc.string({ unit: fc.constantFrom('a', 'Ñ', ',', '"', '\n', '\r', ' ', '1', '_') }).filter((s) => !/^[=+\-@\t\r]/.test(s));
    const table = fc.array(fc.array(field, { minLength: 2, maxLength: 5 }), { minLength: 1, maxLength: 6 });
    await fc.assert(
      fc.asyncProperty(table, async (rows) => {
        expect(await rowsOf(formatCsv(rows))).toEqual(rows);
      }),
      { numRuns: 1000 },
    );
  });

  it('writes formulas as text: leading = + - @ are prefixed so spreadsheets never run them', () => {
    expect(formatCsv([['=HYPERLINK("x")', '-1', 'plain', '@SUM(A1)']])).toBe(`"'=HYPERLINK(""x"")",'-1,plain,'@SUM(A1)\r\n`);
  });
});
