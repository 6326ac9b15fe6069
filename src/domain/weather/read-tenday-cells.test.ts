import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readTendayCells, type Cell } from './read-tenday-cells';
import { tendayValueSchema } from './tenday-value';

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

describe('readTendayCells', () => {
  it('reads a PAGASA row into a value that passes the entry schema', () => {
    const result = readTendayCells(good, place);
    expect(result.problems).toEqual([]);
    expect(result.value).toEqual({ ...place, ...good, tempMean: 26.88, rainfall: 'b_normal' });
    expect(tendayValueSchema.safeParse(result.value).success).toBe(true);
  });

  it('keeps blank cells as unknown and works out a missing mean', () => {
    const result = readTendayCells({ ...good, tempMean: null, rainfallAmount: null, windDirection: '' }, place);
    expect(result.value).toMatchObject({ tempMean: 26.88, rainfallAmount: null, windDirection: null, rainfall: 'b_normal' });
  });

  it('names the column of every wrong value', () => {
    const result = readTendayCells(
      { ...good, tempMin: 'twenty', humidity: 130, windSpeed: -1, windDirection: 'NORTHISH', cloudCover: 'FOGGY', rainfall: 'SNOW' },
      place,
    );
    expect(result.problems.map((p) => p.column).sort()).toEqual(['C', 'G', 'H', 'I', 'J', 'K']);
    expect(result.problems.find((p) => p.column === 'C')?.message).toBe('minimum temperature must be a number, found "twenty"');
  });

  it('accepts any in-range row and refuses any out-of-range temperature', () => {
    fc.assert(
      fc.property(fc.double({ min: -200, max: 200, noNaN: true }), (t) => {
        const result = readTendayCells({ ...good, tempMin: t, tempMax: 50 }, place);
        expect(result.problems.length === 0).toBe(t >= -10 && t <= 50);
      }),
    );
  });
});
