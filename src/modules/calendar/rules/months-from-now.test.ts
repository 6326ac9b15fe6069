import { describe, expect, it } from 'vitest';
import { monthsFromNow, slotsFromNow } from './months-from-now';

describe('a calendar read from today', () => {
  it('starts at the current month, whichever half of it today is in, and wraps into the next year', () => {
    expect(monthsFromNow(21).map(({ month }) => month)).toEqual([10, 11, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(monthsFromNow(20)).toEqual(monthsFromNow(21));
    expect(
      monthsFromNow(21)
        .filter(({ nextYear }) => nextYear)
        .map(({ month }) => month),
    ).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(slotsFromNow(21).slice(0, 5)).toEqual([20, 21, 22, 23, 0]);
  });

  it('is the plain year in January', () => {
    expect(monthsFromNow(0)).toEqual(Array.from({ length: 12 }, (_, month) => ({ month, nextYear: false })));
    expect(slotsFromNow(1)).toEqual(Array.from({ length: 24 }, (_, slot) => slot));
  });

  it('holds every slot exactly once from any day', () => {
    for (let today = 0; today < 24; today += 1) expect([...slotsFromNow(today)].sort((a, b) => a - b)).toEqual(Array.from({ length: 24 }, (_, slot) => slot));
  });
});
