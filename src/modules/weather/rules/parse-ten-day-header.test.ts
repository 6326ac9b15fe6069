import { describe, expect, it } from 'vitest';
import { parseTenDayHeader } from './parse-ten-day-header';

describe('parseTenDayHeader', () => {
  it('reads the PAGASA header of 2025-08-18', () => {
    expect(parseTenDayHeader('FORECAST DATE: 08/18/2025 @8AM', 'Valid : Aug 18 - 27, 2025')).toEqual({
      ok: true,
      header: { forecastDate: '2025-08-18', dateForecast: '08/18/2025 @8AM', dateRange: 'Aug 18 - 27, 2025', validFrom: '2025-08-18', validTo: '2025-08-27' },
    });
  });

  it('reads ranges across months and years', () => {
    const across = parseTenDayHeader('FORECAST DATE: 08/28/2025 @8AM', 'Valid : Aug 28 - Sep 6, 2025');
    expect(across.ok && [across.header.validFrom, across.header.validTo]).toEqual(['2025-08-28', '2025-09-06']);
    const newYear = parseTenDayHeader('FORECAST DATE: 12/28/2025 @8AM', 'Valid : Dec 28, 2025 - Jan 6, 2026');
    expect(newYear.ok && [newYear.header.validFrom, newYear.header.validTo]).toEqual(['2025-12-28', '2026-01-06']);
    const implied = parseTenDayHeader('FORECAST DATE: 12/28/2025 @8AM', 'Valid : Dec 28 - Jan 6, 2026');
    expect(implied.ok && implied.header.validFrom).toBe('2025-12-28');
  });

  it('names the cell that is wrong', () => {
    expect(parseTenDayHeader('10-DAY WEATHER OUTLOOK', 'Valid : Aug 18 - 27, 2025')).toMatchObject({ ok: false, cell: 'A1' });
    expect(parseTenDayHeader('FORECAST DATE: 02/30/2025', 'Valid : Aug 18 - 27, 2025')).toMatchObject({ ok: false, cell: 'A1' });
    expect(parseTenDayHeader('FORECAST DATE: 08/18/2025 @8AM', null)).toMatchObject({ ok: false, cell: 'A2' });
    expect(parseTenDayHeader('FORECAST DATE: 08/18/2025 @8AM', 'Valid : Foo 18 - 27, 2025')).toMatchObject({ ok: false, cell: 'A2' });
  });
});
