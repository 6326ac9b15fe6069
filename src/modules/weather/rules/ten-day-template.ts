import { readTenDayCells, type TenDayCells, type TenDayField } from './read-ten-day-cells';
import { LONG_LAYOUT_COLUMNS, type LongLayoutKey } from './ten-day-long-layout';
import type { TenDayValue } from './ten-day-value';

/**
 * The long layout's downloadable template (`GET /api/weather/10day/template`): the headings and one
 * example row per province. The examples show how each column is written; they are no forecast, so an
 * upload that still holds one is refused (issue 41), recognised by the values they read as.
 */

/** Example values of the template, one set per province: each way of giving rainfall appears once. */
const TEMPLATE_EXAMPLES: readonly Record<TenDayField, string>[] = [
  {
    tempMin: '23.5',
    tempMax: '31.2',
    tempMean: '',
    rainfall: 'LIGHT RAINS',
    rainfallAmount: '',
    cloudCover: 'PARTLY CLOUDY',
    humidity: '82',
    windSpeed: '2.1',
    windDirection: 'SW',
  },
  {
    tempMin: '24',
    tempMax: '30.8',
    tempMean: '27.4',
    rainfall: '',
    rainfallAmount: '75',
    cloudCover: 'MOSTLY CLOUDY',
    humidity: '88',
    windSpeed: '3.4',
    windDirection: 'WSW',
  },
  {
    tempMin: '22.8',
    tempMax: '32.1',
    tempMean: '',
    rainfall: 'NO RAIN',
    rainfallAmount: '0',
    cloudCover: 'SUNNY',
    humidity: '74',
    windSpeed: '1.6',
    windDirection: 'E',
  },
  {
    tempMin: '23.9',
    tempMax: '29.5',
    tempMean: '',
    rainfall: 'HEAVY RAINS',
    rainfallAmount: '>180',
    cloudCover: 'CLOUDY',
    humidity: '93',
    windSpeed: '4.8',
    windDirection: 'NE',
  },
  {
    tempMin: '22.1',
    tempMax: '30.4',
    tempMean: '26.2',
    rainfall: 'LIGHT RAINS',
    rainfallAmount: '12.5',
    cloudCover: 'MOSTLY SUNNY',
    humidity: '79',
    windSpeed: '2.7',
    windDirection: 'NNE',
  },
];

/**
 * The template's table: the headings, then one example row for the first place of each province (in
 * the order given) on `date`. Its rows are to be replaced by the outlook's, a row per place and day.
 */
export function longLayoutTemplateRows(firstPlaces: readonly { psgc: string; name: string; province: string }[], date: string): string[][] {
  return [
    LONG_LAYOUT_COLUMNS.map((column) => column.heading),
    ...firstPlaces.map((place, i) => {
      const example = TEMPLATE_EXAMPLES[i % TEMPLATE_EXAMPLES.length]!;
      const values: Record<LongLayoutKey, string> = { psgc: place.psgc, place: place.name, province: place.province, date, ...example };
      return LONG_LAYOUT_COLUMNS.map((column) => values[column.key]);
    }),
  ];
}

type ReadValues = Omit<TenDayValue, 'municipality' | 'date'>;
const VALUE_FIELDS = [
  'tempMin',
  'tempMax',
  'tempMean',
  'rainfall',
  'rainfallAmount',
  'cloudCover',
  'humidity',
  'windSpeed',
  'windDirection',
] as const satisfies readonly (keyof ReadValues)[];
const readValues = (cells: TenDayCells): ReadValues | null => readTenDayCells(cells, { municipality: '', date: '' }).value;

// The examples as the importer reads them, so a cell Excel turned into a number (75, 0) still matches.
const EXAMPLE_VALUES = TEMPLATE_EXAMPLES.map((example) => readValues(example)!);

/**
 * Whether a row's cells read as one of the template's examples: the nine values the template wrote,
 * whatever the file kind (CSV text or Excel numbers) and whichever place and date the row names.
 */
export function isTemplateExample(cells: TenDayCells): boolean {
  const read = readValues(cells);
  return read !== null && EXAMPLE_VALUES.some((example) => VALUE_FIELDS.every((field) => example[field] === read[field]));
}
