import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { resolveSeasonalMonth, seasonalRegionSchema } from './seasonal-input';
import { addMonths, areConsecutive, inferOutlookStart, monthEnd, MONTH_CODES } from './seasonal-months';

describe('seasonal months', () => {
  it('adds months across years and finds month ends', () => {
    expect(addMonths('2025-09', 5)).toBe('2026-02');
    expect(addMonths('2025-12', 1)).toBe('2026-01');
    expect(monthEnd('2024-02')).toBe('2024-02-29');
    expect(monthEnd('2025-02')).toBe('2025-02-28');
    expect(monthEnd('2025-11')).toBe('2025-11-30');
  });

  it('tells consecutive months, wrapping at the year end', () => {
    expect(areConsecutive(['nov', 'dec', 'jan', 'feb', 'mar', 'apr'])).toBe(true);
    expect(areConsecutive(['jan', 'mar'])).toBe(false);
    fc.assert(
      fc.property(fc.nat(11), (start) => {
        expect(areConsecutive(Array.from({ length: 6 }, (_, i) => MONTH_CODES[(start + i) % 12]!))).toBe(true);
      }),
    );
  });

  it('infers the year of an outlook from today', () => {
    expect(inferOutlookStart('dec', new Date('2026-11-22'))).toBe('2026-12');
    expect(inferOutlookStart('jan', new Date('2026-11-22'))).toBe('2027-01');
    expect(inferOutlookStart('sep', new Date('2026-11-22'))).toBe('2026-09');
    // Issue 32: a December outlook loaded in January is last December's, and the month is Manila's.
    expect(inferOutlookStart('dec', new Date('2027-01-10'))).toBe('2026-12');
    expect(inferOutlookStart('nov', new Date('2027-01-10'))).toBe('2026-11');
    expect(inferOutlookStart('jan', new Date('2026-12-31T16:30:00Z'))).toBe('2027-01');
    expect(inferOutlookStart('dec', new Date('2026-11-30T16:30:00Z'))).toBe('2026-12');
    // Six months either way: ahead.
    expect(inferOutlookStart('jun', new Date('2026-12-15'))).toBe('2027-06');
    expect(inferOutlookStart('may', new Date('2026-12-15'))).toBe('2027-05');
    expect(inferOutlookStart('jul', new Date('2026-12-15'))).toBe('2026-07');
  });
});

describe('resolveSeasonalMonth', () => {
  it('categorises a given percent and keeps millimetres', () => {
    expect(resolveSeasonalMonth({ val: 35 })).toEqual({ percent: 35, category: 'wb_normal', forecastMm: null, normalMm: null });
    expect(resolveSeasonalMonth({ val: '121', forecast: 242, normal: 200 })).toEqual({
      percent: 121,
      category: 'above_normal',
      forecastMm: 242,
      normalMm: 200,
    });
  });

  it('works the percent out of forecast and normal, and knows no data', () => {
    expect(resolveSeasonalMonth({ forecast: 150, normal: 200 })).toMatchObject({ percent: 75, category: 'b_normal' });
    expect(resolveSeasonalMonth({ val: 'nda' })).toEqual({ percent: null, category: 'nda', forecastMm: null, normalMm: null });
    expect(resolveSeasonalMonth({})).toMatchObject({ category: 'nda' });
  });

  it('fails with the helper message on text', () => {
    expect(() => resolveSeasonalMonth({ val: 'wet' })).toThrow('wet is not a number');
  });
});

describe('the seasonal region schema', () => {
  const months = (start: number) => Array.from({ length: 6 }, (_, i) => ({ mo: MONTH_CODES[(start + i) % 12]!, val: 90 }));
  it('takes provinces with six consecutive months, optionally with municipalities', () => {
    const parsed = seasonalRegionSchema.safeParse({
      region: 'calabarzon',
      provinces: [{ name: 'Laguna', months: months(8), municipalities: [{ name: 'Calamba', months: months(8) }] }],
    });
    expect(parsed.success).toBe(true);
  });

  it("takes the original portal's {mo, val, con}, con being the class its client computed", () => {
    const withClass = months(11).map((month) => ({ ...month, con: 'near_normal' }));
    expect(seasonalRegionSchema.safeParse({ region: 'calabarzon', provinces: [{ name: 'Laguna', months: withClass }] }).success).toBe(true);
  });

  it('names what is wrong', () => {
    const messages = (input: unknown) => (seasonalRegionSchema.safeParse(input).error?.issues ?? []).map((i) => i.message);
    expect(messages({ region: 'ncr', provinces: [] })).toEqual(
      expect.arrayContaining(['region must be "calabarzon"', 'provinces must hold at least one province']),
    );
    expect(messages({ region: 'calabarzon', provinces: [{ name: 'Laguna', months: months(0).slice(0, 5) }] })).toContain(
      'months must hold 6 consecutive months',
    );
    expect(messages({ region: 'calabarzon', provinces: [{ name: 'Laguna', months: [...months(0).slice(0, 5), { mo: 'dec', val: 1 }] }] })).toContain(
      'months must be 6 consecutive months',
    );
  });
});
