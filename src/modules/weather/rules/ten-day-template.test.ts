import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parse as parseCsv } from 'csv-parse/sync';
import { formatCsv } from '@/platform/spreadsheets/rules/format-csv';
import { CLOUD_COVERS, COMPASS_DIRECTIONS } from './conditions';
import { readTenDayCells, TEN_DAY_FIELDS, type Cell, type TenDayCells } from './read-ten-day-cells';
import { LONG_LAYOUT_COLUMNS, readLongLayoutTable } from './ten-day-long-layout';
import { isTemplateExample, longLayoutTemplateRows } from './ten-day-template';

const PLACES = [
  { psgc: '0401001000', name: 'Agoncillo', province: 'Batangas' },
  { psgc: '0402101000', name: 'Alfonso', province: 'Cavite' },
  { psgc: '0403401000', name: 'Alaminos', province: 'Laguna' },
  { psgc: '0405601000', name: 'Agdangan', province: 'Quezon' },
  { psgc: '0405801000', name: 'Angono', province: 'Rizal' },
];

/** The template's rows as the importer reads them back from its CSV. */
function templateReadings(date = '2026-03-01') {
  const result = readLongLayoutTable(parseCsv(formatCsv(longLayoutTemplateRows(PLACES, date))), 'template.csv', 'CSV');
  if (!result.ok) throw new Error(result.problems.join('; '));
  return result.read;
}

/** The same rows as the .xlsx template writes them: numbers where the column holds one. */
const asExcelCells = (cells: TenDayCells): TenDayCells =>
  Object.fromEntries(
    TEN_DAY_FIELDS.map((field) => {
      const text = cells[field];
      return [field, typeof text === 'string' && /^\d+(\.\d+)?$/.test(text) ? Number(text) : text === '' ? null : text];
    }),
  ) as TenDayCells;

describe('the long layout template', () => {
  it('reads back cleanly, one example per province, each way of giving rainfall', () => {
    const rows = longLayoutTemplateRows(PLACES, '2026-03-01');
    expect(rows[0]).toEqual(LONG_LAYOUT_COLUMNS.map((c) => c.heading));
    const read = templateReadings();
    expect(read.parts[0]!.problems).toEqual([]);
    const values = read.readings.map((r) => readTenDayCells(r.cells, { municipality: r.place.psgc!, date: r.date }, read.parts[0]!.columns));
    expect(values.map((v) => v.problems)).toEqual([[], [], [], [], []]);
    expect(values.map((v) => v.value?.rainfall)).toEqual(['b_normal', 'near_normal', 'wb_normal', 'above_normal', 'b_normal']);
  });

  it('knows its own example rows, from the CSV or the Excel template, on any date and at any place', () => {
    const read = templateReadings('2027-01-09');
    expect(read.readings.map((r) => isTemplateExample(r.cells))).toEqual([true, true, true, true, true]);
    expect(read.readings.map((r) => isTemplateExample(asExcelCells(r.cells)))).toEqual([true, true, true, true, true]);
  });

  it('takes a row that differs from every example in any one value as the outlook’s own', () => {
    const examples = templateReadings().readings.map((r) => r.cells);
    const other: Record<keyof TenDayCells, fc.Arbitrary<Cell>> = {
      tempMin: fc.integer({ min: 150, max: 220 }).map((n) => n / 10),
      tempMax: fc.integer({ min: 330, max: 380 }).map((n) => n / 10),
      tempMean: fc.integer({ min: 200, max: 230 }).map((n) => n / 10),
      rainfallAmount: fc.constantFrom('', '<60', '60-180', '>180', '3', '250'),
      rainfall: fc.constantFrom(''),
      cloudCover: fc.constantFrom('', ...CLOUD_COVERS),
      humidity: fc.integer({ min: 0, max: 70 }),
      windSpeed: fc.integer({ min: 50, max: 99 }).map((n) => n / 10),
      windDirection: fc.constantFrom('', ...COMPASS_DIRECTIONS),
    };
    fc.assert(
      fc.property(fc.integer({ min: 0, max: examples.length - 1 }), fc.constantFrom(...TEN_DAY_FIELDS), fc.gen(), (index, field, gen) => {
        const example = examples[index]!;
        const changed = { ...example, [field]: gen(() => other[field]) };
        // A change the reader does not see (a blank class beside millimetres that give it) keeps the example.
        const same =
          JSON.stringify(readTenDayCells(changed, { municipality: '', date: '' }).value) ===
          JSON.stringify(readTenDayCells(example, { municipality: '', date: '' }).value);
        expect(isTemplateExample(changed)).toBe(same);
      }),
    );
  });

  it('takes a blank row, or one that does not read, as no example', () => {
    const blank = Object.fromEntries(TEN_DAY_FIELDS.map((field) => [field, null])) as TenDayCells;
    expect(isTemplateExample(blank)).toBe(false);
    const example = templateReadings().readings[0]!.cells;
    expect(isTemplateExample({ ...example, humidity: 'damp' })).toBe(false);
  });
});
