import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parse as parseCsv } from 'csv-parse/sync';
import { formatCsv } from '@/platform/spreadsheets/rules/format-csv';
import { CLOUD_COVERS, COMPASS_DIRECTIONS, RAINFALL_LABELS } from './conditions';
import { readTenDayCells, TEN_DAY_FIELDS, type TenDayField } from './read-ten-day-cells';
import {
  columnLetter,
  LONG_LAYOUT_COLUMNS,
  matchHeading,
  readLongLayoutDate,
  readLongLayoutHeader,
  readLongLayoutTable,
  readPsgcCode,
  type LongLayoutKey,
} from './ten-day-long-layout';
import { addDays, describeRange, tenDayWindowHeader } from './ten-day-window';

const HEADINGS = LONG_LAYOUT_COLUMNS.map((c) => c.heading);
const row = (values: Partial<Record<LongLayoutKey, string>>) => LONG_LAYOUT_COLUMNS.map((c) => values[c.key] ?? '');
const good = {
  psgc: '0403405000',
  place: 'City of Calamba',
  province: 'Laguna',
  date: '2025-08-18',
  tempMin: '24',
  tempMax: '31.5',
  rainfall: 'LIGHT RAINS',
  cloudCover: 'CLOUDY',
  humidity: '88',
  windSpeed: '2.5',
  windDirection: 'SW',
};

describe('the long layout headings', () => {
  it('takes the template headings, PAGASA’s own words and aliases, whatever the case, spacing and punctuation', () => {
    const cases: [string, LongLayoutKey][] = [
      ['psgc_code', 'psgc'],
      ['PSGC Code', 'psgc'],
      ['Municipalities', 'place'],
      ['City/Municipality', 'place'],
      ['  DATE ', 'date'],
      ['Min', 'tempMin'],
      ['tmin_c', 'tempMin'],
      ['Minimum temperature (°C)', 'tempMin'],
      ['Mean', 'tempMean'],
      ['Rainfall', 'rainfall'],
      ['rainfall_class', 'rainfall'],
      ['Rainfall(mm/day)', 'rainfallAmount'],
      ['rainfall_mm', 'rainfallAmount'],
      ['Total Cloud Cover', 'cloudCover'],
      ['Rel. Humidity (%)', 'humidity'],
      ['humidity_pct', 'humidity'],
      ['Mean Speed (mps)', 'windSpeed'],
      ['wind_speed_m/s', 'windSpeed'],
      ['Mean Direction', 'windDirection'],
      ['place (as PAGASA spells it)', 'place'],
    ];
    for (const [text, key] of cases) expect(matchHeading(text)?.column.key, text).toBe(key);
    expect(matchHeading('notes')).toBeNull();
  });

  it('lists every problem of a row of headings: unknown, repeated, wrong unit, missing', () => {
    const header = readLongLayoutHeader(['place', 'Date', 'Place', 'tmax (°F)', 'Wind speed (km/h)', 'notes']);
    expect(header.ok).toBe(false);
    expect(!header.ok && header.problems).toEqual([
      'columns A and C are both the place name',
      'column D ("tmax (°F)"): the maximum temperature is in °C, not °F',
      'column E ("Wind speed (km/h)"): the wind speed is in m/s, not km/h',
      `column F ("notes") is not a heading of the layout; use ${HEADINGS.join(', ')}`,
      'missing column: tmin_c (the minimum temperature)',
      'missing column: tmax_c (the maximum temperature)',
      'missing column: cloud_cover (the cloud cover)',
      'missing column: humidity_pct (the humidity)',
      'missing column: wind_speed_mps (the wind speed)',
      'missing column: wind_direction (the wind direction)',
      'missing column: rainfall_class or rainfall_mm (give either, or both)',
    ]);
  });

  it('needs a place and a date column but not the mean or the province', () => {
    const header = readLongLayoutHeader(HEADINGS.filter((h) => !['tmean_c', 'province', 'place', 'rainfall_mm'].includes(h)));
    expect(header.ok).toBe(true);
    expect(readLongLayoutHeader(HEADINGS.filter((h) => h !== 'psgc_code' && h !== 'place'))).toMatchObject({
      ok: false,
      problems: ['missing column: psgc_code or place (give either, or both)'],
    });
  });

  it('letters columns as spreadsheets do', () => {
    expect([0, 1, 25, 26, 27, 51, 52, 701, 702].map(columnLetter)).toEqual(['A', 'B', 'Z', 'AA', 'AB', 'AZ', 'BA', 'ZZ', 'AAA']);
  });
});

describe('dates and codes in the long layout', () => {
  it('reads ISO dates, MM/DD/YYYY as PAGASA writes it, Excel dates and day numbers, and nothing else', () => {
    expect(readLongLayoutDate('2025-08-18')).toBe('2025-08-18');
    expect(readLongLayoutDate('2025-8-3 00:00:00')).toBe('2025-08-03');
    expect(readLongLayoutDate('08/18/2025')).toBe('2025-08-18');
    expect(readLongLayoutDate('2025/08/18')).toBe('2025-08-18');
    expect(readLongLayoutDate(new Date(Date.UTC(2025, 7, 18)))).toBe('2025-08-18');
    expect(readLongLayoutDate(45887)).toBe('2025-08-18');
    for (const bad of ['18/08/2025', '2025-02-30', 'Aug 18', '2025-08-18T08:00', '45887', 45887.5, 12, true, null])
      expect(readLongLayoutDate(bad), String(bad)).toBeNull();
  });

  it('reads PSGC codes, restoring the leading zero a spreadsheet dropped', () => {
    expect(readPsgcCode('0403405000')).toBe('0403405000');
    expect(readPsgcCode(403405000)).toBe('0403405000');
    expect(readPsgcCode("'0403405000")).toBe('0403405000');
    for (const bad of ['Calamba', '04034', 4.5, '04-034-05000', null]) expect(readPsgcCode(bad), String(bad)).toBeNull();
  });

  it('writes PAGASA’s texts for the window of a forecast date', () => {
    expect(tenDayWindowHeader('2025-08-18')).toEqual({
      forecastDate: '2025-08-18',
      validFrom: '2025-08-18',
      validTo: '2025-08-27',
      dateForecast: '08/18/2025',
      dateRange: 'Aug 18 - 27, 2025',
    });
    expect(describeRange('2025-08-28', '2025-09-06')).toBe('Aug 28 - Sep 6, 2025');
    expect(describeRange('2025-12-28', '2026-01-06')).toBe('Dec 28, 2025 - Jan 6, 2026');
  });
});

describe('reading a long-layout table', () => {
  it('gives one reading per row, the window from the earliest date, and names the row and column of what it cannot read', () => {
    const result = readLongLayoutTable(
      [
        HEADINGS,
        row({ ...good, date: '2025-08-19' }),
        row({ ...good }),
        row({ ...good, psgc: '', place: 'Bay', province: 'Laguna' }),
        row({}),
        row({ ...good, psgc: 'Calamba' }),
        row({ ...good, date: '19/08/2025' }),
        row({ ...good, psgc: '', place: '' }),
      ],
      'outlook.csv',
      'CSV',
    );
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const { read } = result;
    expect(read.header).toMatchObject({ forecastDate: '2025-08-18', validTo: '2025-08-27', dateRange: 'Aug 18 - 27, 2025' });
    expect(read.source).toEqual({ kind: 'long-layout', files: ['outlook.csv'], unknownPlaces: 'refuse' });
    expect(read.readings.map((r) => [r.row, r.place, r.date])).toEqual([
      [2, { psgc: '0403405000', name: 'City of Calamba', province: 'Laguna' }, '2025-08-19'],
      [3, { psgc: '0403405000', name: 'City of Calamba', province: 'Laguna' }, '2025-08-18'],
      [4, { name: 'Bay', province: 'Laguna' }, '2025-08-18'],
    ]);
    expect(read.parts[0]).toMatchObject({ day: '2025-08-18..2025-08-19', rowsRead: 6 });
    expect(read.parts[0]!.problems).toEqual([
      { sheet: 'CSV', row: 6, column: 'A', message: '"Calamba" is not a 10-digit PSGC code' },
      { sheet: 'CSV', row: 7, column: 'D', message: '"19/08/2025" is not a date (write YYYY-MM-DD)' },
      { sheet: 'CSV', row: 8, column: 'A', message: 'no place: write the PSGC code or the name of the city or municipality' },
    ]);
    // The values keep the layout's columns, so a wrong value names its letter.
    const checked = readTenDayCells(
      { ...read.readings[0]!.cells, humidity: '140' },
      { municipality: '0403405000', date: '2025-08-19' },
      read.parts[0]!.columns,
    );
    expect(checked.problems).toEqual([{ column: 'K', message: 'humidity 140 is outside 0..100' }]);
  });

  it('refuses a table without data or without a single readable date as a whole', () => {
    expect(readLongLayoutTable([], 'a.csv', 'CSV')).toMatchObject({ ok: false, problems: [expect.stringMatching(/the file is empty/)] });
    expect(readLongLayoutTable([HEADINGS, []], 'a.csv', 'CSV')).toEqual({ ok: false, problems: ['there is no row of data under the headings'] });
    expect(readLongLayoutTable([HEADINGS, row({ ...good, date: 'soon' })], 'a.csv', 'CSV')).toEqual({
      ok: false,
      problems: ['no row has a readable place and date', 'row 2, column D: "soon" is not a date (write YYYY-MM-DD)'],
    });
  });
});

// What a staff member's spreadsheet may hold: names with commas, quotes, ñ and spaces; any heading
// alias in any case; the columns in any order; CRLF or LF; a byte-order mark or not.
const placeName = fc
  .string({ unit: fc.constantFrom('a', 'Ñ', 'ñ', ',', '"', ' ', '.', 'S', '(', ')'), minLength: 1, maxLength: 12 })
  .filter((s) => s.trim() !== '' && !/^[=+\-@]/.test(s));
const value = {
  tempMin: fc.integer({ min: 150, max: 260 }).map((n) => String(n / 10)),
  tempMax: fc.integer({ min: 260, max: 380 }).map((n) => String(n / 10)),
  tempMean: fc.oneof(
    fc.constant(''),
    fc.integer({ min: 200, max: 300 }).map((n) => String(n / 10)),
  ),
  rainfall: fc.constantFrom('', ...Object.values(RAINFALL_LABELS)),
  rainfallAmount: fc.constant(''),
  cloudCover: fc.constantFrom('', ...CLOUD_COVERS),
  humidity: fc.integer({ min: 0, max: 100 }).map(String),
  windSpeed: fc.integer({ min: 0, max: 150 }).map((n) => String(n / 10)),
  windDirection: fc.constantFrom('', ...COMPASS_DIRECTIONS),
} satisfies Record<TenDayField, fc.Arbitrary<string>>;
const rowArbitrary = fc.record({
  psgc: fc.integer({ min: 401_001_000, max: 405_899_000 }).map((n) => String(n).padStart(10, '0')),
  place: placeName,
  day: fc.integer({ min: 0, max: 9 }),
  ...value,
});
const headingFor = (column: (typeof LONG_LAYOUT_COLUMNS)[number]) =>
  fc
    .tuple(
      fc.constantFrom(column.heading, ...column.aliases.filter((alias) => matchHeading(alias)?.column.key === column.key)),
      fc.constantFrom('lower', 'upper', 'spaced'),
    )
    .map(([text, style]) => (style === 'upper' ? text.toUpperCase() : style === 'spaced' ? ` ${text.replace(/_/g, '  ')} ` : text));

describe('a long-layout CSV, property-tested', () => {
  it('reads every row back as written, for any names, heading aliases, column order, line ends and byte-order mark', () => {
    const columns = LONG_LAYOUT_COLUMNS.filter((c) => c.key !== 'province');
    fc.assert(
      fc.property(
        fc.array(rowArbitrary, { minLength: 1, maxLength: 8 }),
        fc.shuffledSubarray(columns, { minLength: columns.length, maxLength: columns.length }),
        fc.tuple(...columns.map(headingFor)),
        fc.boolean(),
        fc.boolean(),
        (rows, order, headings, bom, crlf) => {
          const headingOf = new Map(columns.map((c, i) => [c.key, headings[i]!]));
          const start = '2025-12-28';
          const table = [
            order.map((c) => headingOf.get(c.key)!),
            ...rows.map((r) =>
              order.map((c) => (c.key === 'date' ? addDays(start, r.day) : c.key === 'psgc' ? r.psgc : c.key === 'place' ? r.place : r[c.key as TenDayField])),
            ),
          ];
          const csv = formatCsv(table);
          const text = `${bom ? '\ufeff' : ''}${crlf ? csv : csv.replace(/\r\n/g, '\n')}`;
          const result = readLongLayoutTable(parseCsv(text, { bom: true }), 'outlook.csv', 'CSV');
          expect(result.ok).toBe(true);
          if (!result.ok) return;
          const earliest = addDays(start, Math.min(...rows.map((r) => r.day)));
          expect(result.read.header.forecastDate).toBe(earliest);
          expect(result.read.parts[0]!.problems).toEqual([]);
          expect(result.read.readings).toEqual(
            rows.map((r, i) => ({
              part: 0,
              row: i + 2,
              place: { psgc: r.psgc, name: r.place.trim(), province: undefined },
              date: addDays(start, r.day),
              cells: Object.fromEntries(TEN_DAY_FIELDS.map((field) => [field, r[field]])),
            })),
          );
        },
      ),
      { numRuns: 300 },
    );
  });
});
