import { describe, expect, it } from 'vitest';
import { summaryCsvRows, summaryFileName } from './summary-csv';

describe('summaryCsvRows', () => {
  it('writes a heading row, then the figures of each row, the median with one decimal and empty when there is none', () => {
    const rows = summaryCsvRows('2025-11', [
      { provincePsgc: '0403400000', provinceName: 'Laguna', outlooks: 2, bulletins: 3, onTime: 2, late: 1, medianDelayDays: 2, placesWithoutBulletin: 1 },
      { provincePsgc: '0402100000', provinceName: 'Cavite', outlooks: 0, bulletins: 0, onTime: 0, late: 0, medianDelayDays: null, placesWithoutBulletin: 0 },
      {
        provincePsgc: null,
        provinceName: 'All provinces (Region 4a)',
        outlooks: 2,
        bulletins: 4,
        onTime: 2,
        late: 2,
        medianDelayDays: 2.5,
        placesWithoutBulletin: 1,
      },
    ]);
    expect(rows[0]).toEqual([
      'month',
      'province psgc',
      'province',
      'outlooks issued',
      'bulletins published',
      'on time (within 2 days)',
      'late (more than 2 days)',
      'median delay (days)',
      'places without a bulletin (once per outlook)',
    ]);
    expect(rows.slice(1)).toEqual([
      ['2025-11', '0403400000', 'Laguna', '2', '3', '2', '1', '2', '1'],
      ['2025-11', '0402100000', 'Cavite', '0', '0', '0', '0', '', '0'],
      ['2025-11', '', 'All provinces (Region 4a)', '2', '4', '2', '2', '2.5', '1'],
    ]);
  });
});

describe('summaryFileName', () => {
  it('names the month, and the province when there is one', () => {
    expect(summaryFileName('2025-11')).toBe('acap-timeliness-2025-11.csv');
    expect(summaryFileName('2025-11', 'Laguna')).toBe('acap-timeliness-2025-11-laguna.csv');
  });
});
