import 'server-only';
import type { TenDayEncodeInput } from '@/modules/weather/rules/ten-day-encode';
import type { TenDayImportReport, TenDayPartColumns, TenDayRead } from '@/modules/weather/rules/ten-day-reading';
import { describeForecastDate, describeRange } from '@/modules/weather/rules/ten-day-window';
import type { Database } from '@/platform/db/database';
import { importTenDayReadings } from './import-ten-day-readings';
import type { IssuanceAuthor } from './store-ten-day-issuance';

/** A JSON body's problems are named by the field of the value (`values[3]`, field `humidity`). */
const FIELD_COLUMNS: TenDayPartColumns = {
  place: 'municipality',
  date: 'date',
  tempMin: 'tempMin',
  tempMax: 'tempMax',
  tempMean: 'tempMean',
  rainfallAmount: 'rainfallAmount',
  rainfall: 'rainfall',
  cloudCover: 'cloudCover',
  humidity: 'humidity',
  windSpeed: 'windSpeed',
  windDirection: 'windDirection',
};

/** A hand-entered issue (the encode grid, or any JSON client) as readings of the shared import path; row n is `values[n - 1]`. */
export function readingsOfEncodedIssue(input: TenDayEncodeInput): TenDayRead {
  return {
    source: { kind: 'encode-grid', files: [], unknownPlaces: 'refuse' },
    header: {
      forecastDate: input.forecastDate,
      validFrom: input.validFrom,
      validTo: input.validTo,
      dateForecast: input.dateForecast ?? describeForecastDate(input.forecastDate),
      dateRange: input.dateRange ?? describeRange(input.validFrom, input.validTo),
    },
    parts: [
      { file: 'values', sheet: 'values', day: `${input.validFrom}..${input.validTo}`, rowsRead: input.values.length, columns: FIELD_COLUMNS, problems: [] },
    ],
    readings: input.values.map(({ municipality, date, ...cells }, index) => ({ part: 0, row: index + 1, place: { psgc: municipality }, date, cells })),
  };
}

/** A 10-day issue entered by hand: every place must exist; checked, reported and stored like an import. */
export async function encodeTenDayIssuance(db: Database, input: TenDayEncodeInput, author: IssuanceAuthor): Promise<TenDayImportReport> {
  return importTenDayReadings(db, readingsOfEncodedIssue(input), author);
}
