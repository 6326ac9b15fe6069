import { describe, expect, it } from 'vitest';
import type { ConditionCode } from './conditions';
import { mostCommonCondition, summariseSeasonalByProvince, summariseTenDayByProvince } from './region-summary';

const A = 'province-a';
const B = 'province-b';
const days = (codes: (ConditionCode | null)[], from = 22) =>
  codes.map((code, i) => ({ date: `2026-11-${String(from + i).padStart(2, '0')}`, rainfall: code ? { code } : null }));

describe('mostCommonCondition', () => {
  it('takes the most frequent code, the wetter on a tie, and "no data" only when nothing else is given', () => {
    expect(mostCommonCondition(['b_normal', 'b_normal', 'above_normal'])).toBe('b_normal');
    expect(mostCommonCondition(['b_normal', 'near_normal'])).toBe('near_normal');
    expect(mostCommonCondition(['nda', 'nda', 'wb_normal'])).toBe('wb_normal');
    expect(mostCommonCondition(['nda'])).toBe('nda');
    expect(mostCommonCondition([])).toBe('nda');
  });
});

describe('summariseTenDayByProvince', () => {
  const places = [
    { province: A, days: days(['b_normal', 'b_normal', 'above_normal', 'above_normal', 'b_normal']) },
    { province: A, days: days(['b_normal', 'near_normal', 'above_normal', 'near_normal', 'b_normal']) },
    { province: A, days: days(['wb_normal', 'b_normal', 'near_normal', 'above_normal', 'b_normal']) },
    { province: B, days: days([null, null, null, null, null]) },
  ];

  it('gives each province the rain of most days still to come, and its wettest days', () => {
    const summary = summariseTenDayByProvince(places, [{ psgc: A }, { psgc: B }], '2026-11-22');
    expect(summary.days).toEqual(['2026-11-22', '2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26']);
    expect(summary.provinces).toEqual([{ psgc: A, overall: 'b_normal', wettest: { code: 'above_normal', dates: ['2026-11-24', '2026-11-25'] } }]);
  });

  it('leaves out the days already past', () => {
    const summary = summariseTenDayByProvince(places, [{ psgc: A }], '2026-11-25');
    expect(summary.days).toEqual(['2026-11-25', '2026-11-26']);
    // One heavy day and one light day: a tie, so the wetter class stands for the period.
    expect(summary.provinces).toEqual([{ psgc: A, overall: 'above_normal', wettest: null }]);
  });

  it('gives no days and no provinces once every day has passed', () => {
    expect(summariseTenDayByProvince(places, [{ psgc: A }], '2026-12-01')).toEqual({ days: [], provinces: [] });
  });
});

describe('summariseSeasonalByProvince', () => {
  const months = ['2026-10', '2026-11', '2026-12', '2027-01', '2027-02', '2027-03'];
  const values = (codes: ConditionCode[]) => codes.map((category, i) => ({ month: months[i]!, category }));
  const places = [
    { province: A, months: values(['wb_normal', 'b_normal', 'near_normal', 'above_normal', 'near_normal', 'b_normal']) },
    { province: A, months: values(['wb_normal', 'b_normal', 'near_normal', 'near_normal', 'near_normal', 'b_normal']) },
    { province: A, months: values(['wb_normal', 'b_normal', 'b_normal', 'above_normal', 'near_normal', 'b_normal']) },
  ];

  it('starts at the current month and gives at most three, with the category of most places', () => {
    const summary = summariseSeasonalByProvince(places, [{ psgc: A }, { psgc: B }], months, '2026-11');
    expect(summary.months).toEqual(['2026-11', '2026-12', '2027-01']);
    expect(summary.provinces).toEqual([
      {
        psgc: A,
        months: [
          { month: '2026-11', category: 'b_normal' },
          { month: '2026-12', category: 'near_normal' },
          { month: '2027-01', category: 'above_normal' },
        ],
      },
    ]);
  });

  it('starts at the first month of an outlook that has not begun, and gives none after its end', () => {
    expect(summariseSeasonalByProvince(places, [{ psgc: A }], months, '2026-08').months).toEqual(['2026-10', '2026-11', '2026-12']);
    expect(summariseSeasonalByProvince(places, [{ psgc: A }], months, '2027-04')).toEqual({ months: [], provinces: [] });
  });
});
