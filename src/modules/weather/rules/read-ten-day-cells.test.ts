import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readTenDayCells, type Cell } from './read-ten-day-cells';
import { tenDayValueSchema } from './ten-day-value';

const place = { municipality: '0403403000', date: '2025-08-18' };
const good = {
  tempMin: 22.5,
  tempMax: 31.25,
  tempMean: 26.875,
  rainfallAmount: '<60',
  rainfall: 'LIGHT RAINS',
  cloudCover: 'CLOUDY',
  humidity: 91.15,
  windSpeed: 1.53,
  windDirection: 'WNW',
} satisfies Record<string, Cell>;

describe('readTenDayCells', () => {
  it('reads a PAGASA row into a value that passes the entry schema', () => {
    const result = readTenDayCells(good, place);
    expect(result.problems).toEqual([]);
    expect(result.value).toEqual({ ...place, ...good, tempMean: 26.88, rainfall: 'b_normal' });
    expect(tenDayValueSchema.safeParse(result.value).success).toBe(true);
  });

  it('keeps blank cells as unknown and works out a missing mean', () => {
    const result = readTenDayCells({ ...good, tempMean: null, rainfallAmount: null, windDirection: '' }, place);
    expect(result.value).toMatchObject({ tempMean: 26.88, rainfallAmount: null, windDirection: null, rainfall: 'b_normal' });
  });

  it('names the column of every wrong value', () => {
    const result = readTenDayCells(
      { ...good, tempMin: 'twenty', humidity: 130, windSpeed: -1, windDirection: 'NORTHISH', cloudCover: 'FOGGY', rainfall: 'SNOW' },
      place,
    );
    expect(result.problems.map((p) => p.column).sort()).toEqual(['C', 'G', 'H', 'I', 'J', 'K']);
    expect(result.problems.find((p) => p.column === 'C')?.message).toBe('minimum temperature must be a number, found "twenty"');
  });

  it('accepts any in-range row and refuses any out-of-range temperature', () => {
    fc.assert(
      fc.property(fc.double({ min: -200, max: 200, noNaN: true }), (t) => {
        const result = readTenDayCells({ ...good, tempMin: t, tempMax: 50 }, place);
        expect(result.problems.length === 0).toBe(t >= -10 && t <= 50);
      }),
    );
  });

  it('takes rainfall as millimetres or a band, which give the class and must agree with a class given beside', () => {
    expect(readTenDayCells({ ...good, rainfall: null, rainfallAmount: 75 }, place).value).toMatchObject({ rainfall: 'near_normal', rainfallAmount: '75' });
    expect(readTenDayCells({ ...good, rainfall: 'NO RAIN', rainfallAmount: '0' }, place).value).toMatchObject({ rainfall: 'wb_normal', rainfallAmount: '0' });
    expect(readTenDayCells({ ...good, rainfall: 'near_normal', rainfallAmount: '60-180' }, place).value).toMatchObject({ rainfall: 'near_normal' });
    expect(readTenDayCells({ ...good, rainfall: 'LIGHT RAINS', rainfallAmount: 181 }, place).problems).toEqual([
      { column: 'F', message: 'rainfall 181 is HEAVY RAINS, but the rainfall class says LIGHT RAINS' },
    ]);
    expect(readTenDayCells({ ...good, rainfallAmount: 'lots' }, place).problems).toEqual([
      { column: 'F', message: 'unknown rainfall amount "lots" (expected millimetres or one of <60, 60-180, >180)' },
    ]);
    expect(readTenDayCells({ ...good, rainfallAmount: 2500 }, place).problems).toEqual([{ column: 'F', message: 'rainfall 2500 mm is outside 0..2000' }]);
  });

  it('reads numbers written as text, but only plain decimals, and names columns as the source does', () => {
    expect(readTenDayCells({ ...good, humidity: ' 88.5 ' }, place).value).toMatchObject({ humidity: 88.5 });
    const columns = {
      tempMin: 'tmin',
      tempMax: 'tmax',
      tempMean: 'tmean',
      rainfallAmount: 'mm',
      rainfall: 'class',
      cloudCover: 'cloud',
      humidity: 'rh',
      windSpeed: 'ws',
      windDirection: 'wd',
    };
    expect(readTenDayCells({ ...good, humidity: '0x10', windSpeed: true }, place, columns).problems).toEqual([
      { column: 'rh', message: 'humidity must be a number, found "0x10"' },
      { column: 'ws', message: 'wind speed must be a number, found "true"' },
    ]);
  });
});
