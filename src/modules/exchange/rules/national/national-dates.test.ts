import { describe, expect, it } from 'vitest';
import {
  exchangeDateRange,
  manilaDayStart,
  nationalDateRange,
  nationalDay,
  nationalDayFormat,
  nationalForecastDate,
  nationalManilaDay,
  nationalMonthRange,
} from './national-dates';

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

  it('writes a date_range as the national documents do, the same for every outlook and language', () => {
    expect(nationalDateRange('2023-08-02', '2023-08-11')).toBe('August 2-11, 2023');
    expect(nationalDateRange('2025-08-28', '2025-09-06')).toBe('August 28-September 6, 2025');
    expect(nationalDateRange('2025-12-28', '2026-01-06')).toBe('December 28, 2025-January 6, 2026');
    expect(nationalDateRange('2025-10-22', '2025-10-22')).toBe('October 22, 2025');
    expect(nationalMonthRange('2025-09-01', '2026-02-28')).toBe('September 2025-February 2026');
    expect(nationalMonthRange('2026-01-01', '2026-06-30')).toBe('January-June 2026');
    expect(exchangeDateRange({ type: 'seasonal', validFrom: '2026-01-01', validTo: '2026-06-30' })).toBe('January-June 2026');
    expect(exchangeDateRange({ type: 'ten_day', validFrom: '2025-08-18', validTo: '2025-08-27' })).toBe('August 18-27, 2025');
  });
});
