import 'server-only';
import { fullAnswerSchema, locationAnswerSchema, pagasaDate, type FullRow } from '@/modules/pagasa/rules/tenday-api-answers';
import { PROVINCES } from '@/modules/places/rules/region';
import type { TenDayImportReport, TenDayPartColumns, TenDayRead, TenDayReading } from '@/modules/weather/rules/ten-day-reading';
import { describeRange } from '@/modules/weather/rules/ten-day-window';
import type { Database } from '@/platform/db/database';
import { importTenDayReadings } from '@/modules/weather/server/import-ten-day-readings';
import { callTendayApi } from './call-tenday-api';
import { PagasaError } from './pagasa-error';

/** Problems are named by the API's own field names. */
const API_COLUMNS: TenDayPartColumns = {
  place: 'municity',
  date: 'date',
  tempMin: 'tmin',
  tempMax: 'tmax',
  tempMean: 'tmean',
  rainfallAmount: 'rainfall_total',
  rainfall: 'rainfall_desc',
  cloudCover: 'cloud_cover',
  humidity: 'humidity',
  windSpeed: 'wind_speed',
  windDirection: 'wind_direction',
};

const addDays = (isoDate: string, days: number) => new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

function cellsOf(row: FullRow): TenDayReading['cells'] {
  return {
    tempMin: row.tmin,
    tempMax: row.tmax,
    tempMean: row.tmean,
    rainfallAmount: row.rainfall_total,
    rainfall: row.rainfall_desc ?? null,
    cloudCover: row.cloud_cover ?? null,
    humidity: row.humidity,
    windSpeed: row.wind_speed,
    windDirection: row.wind_direction ?? null,
  };
}

/**
 * Loads PAGASA's 10-day issue of `forecastDate` for all 142 places: per province, its towns from the
 * location route (exact names), then every row of the province with paging off. Rows of towns the
 * location route does not list for that province (the service's substring match reaches other
 * provinces) are left out; each town is matched to its PSGC code by the portal's own matcher within
 * its province. One issuance, all or nothing, through the shared 10-day import path.
 */
export async function loadTendayIssue(db: Database, forecastDate: string, token: string, pagasaLoadedAt: string | null = null): Promise<TenDayImportReport> {
  const validTo = addDays(forecastDate, 9);
  const read: TenDayRead = {
    source: { kind: 'pagasa-api', files: [], unknownPlaces: 'refuse', pagasaLoadedAt },
    header: {
      forecastDate,
      validFrom: forecastDate,
      validTo,
      dateForecast: `${forecastDate.slice(5, 7)}/${forecastDate.slice(8, 10)}/${forecastDate.slice(0, 4)}`,
      dateRange: describeRange(forecastDate, validTo),
    },
    parts: [],
    readings: [],
  };
  for (const province of PROVINCES) {
    const towns = await callTendayApi('/location', { province: province.name }, locationAnswerSchema, { token });
    const names = new Set(towns.data.map((town) => (typeof town === 'string' ? town : town.name)));
    const answer = await callTendayApi('/tenday/full', { province: province.name, page: 'none' }, fullAnswerSchema, { token });
    const issued = answer.metadata.issuance_date ? pagasaDate(answer.metadata.issuance_date) : null;
    if (issued && issued !== forecastDate)
      throw new PagasaError(
        `PAGASA's rows for ${province.name} are of the issue of ${issued}, not ${forecastDate}: a new issue may be landing. Nothing was stored; the next check tries again.`,
        200,
        true,
      );
    const own = answer.data.filter((row) => row.municity !== undefined && names.has(row.municity));
    if (own.length === 0) throw new PagasaError(`PAGASA gave no rows for ${province.name}: nothing was stored; the next check tries again.`, 200, true);
    const part = read.parts.length;
    read.parts.push({
      file: `PAGASA TenDay API, ${province.name}`,
      sheet: province.name,
      day: `${forecastDate}..${validTo}`,
      rowsRead: answer.data.length,
      columns: API_COLUMNS,
      problems: [],
    });
    own.forEach((row, index) => {
      read.readings.push({ part, row: index + 1, place: { name: row.municity!, province: province.name }, date: pagasaDate(row.date)!, cells: cellsOf(row) });
    });
  }
  return importTenDayReadings(db, read, 'system');
}
