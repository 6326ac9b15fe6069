import { describe, expect, it } from 'vitest';
import { manilaDayStart, nationalDay, nationalDayFormat, nationalForecastDate, nationalManilaDay } from './national-dates';

describe('the national portal’s date texts', () => {
  it('writes days, weekdays and the forecast date as its documents do', () => {
    expect(nationalDay('2023-08-02')).toBe('2023/08/02');
    expect(nationalDayFormat('2023-08-02')).toBe('Wed Aug 02');
    expect(nationalDayFormat('2024-02-29')).toBe('Thu Feb 29');
    expect(nationalForecastDate('2023-08-02')).toBe('08/02/2023 @8AM');
  });

  it('takes days in Manila time, not UTC', () => {
    expect(manilaDayStart('2023-08-11')).toBe('2023-08-10T16:00:00.000Z');
    expect(nationalManilaDay(new Date('2023-08-01T16:30:00Z'))).toBe('2023/08/02');
    expect(nationalManilaDay(new Date('2023-08-01T15:59:00Z'))).toBe('2023/08/01');
  });
});
