import { describe, expect, it } from 'vitest';
import { monthDays, timelinessFiltersSchema, timelinessSummaryQuerySchema } from './timeliness-query';

const problem = (input: unknown) => {
  const parsed = timelinessSummaryQuerySchema.safeParse(input);
  return parsed.success ? null : parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
};

describe('timelinessSummaryQuerySchema', () => {
  it('takes a month and an optional province; an empty province (the form’s "All") is none', () => {
    expect(timelinessSummaryQuerySchema.parse({ month: '2026-11', province: '0403400000' })).toEqual({ month: '2026-11', province: '0403400000' });
    expect(timelinessSummaryQuerySchema.parse({ month: '2026-11', province: '' })).toEqual({ month: '2026-11' });
  });

  it('names the month when it is missing or not a month', () => {
    expect(problem({})).toBe('month: month is required, as YYYY-MM (e.g. 2026-11)');
    for (const month of ['2026-13', '2026-1', 'November', '2026-11-01', '']) expect(problem({ month })).toContain('month: month must be a month as YYYY-MM');
  });

  it('refuses a province that is not a PSGC code, and unknown fields', () => {
    expect(problem({ month: '2026-11', province: 'Laguna' })).toContain('province must be a 10-digit PSGC code');
    expect(problem({ month: '2026-11', format: 'xlsx' })).not.toBeNull();
  });
});

describe('timelinessFiltersSchema', () => {
  it('reads the page address, empty fields as none', () => {
    expect(timelinessFiltersSchema.parse({ type: '', province: '', page: '2' })).toEqual({ page: 2 });
    expect(timelinessFiltersSchema.parse({ type: 'ten_day' })).toEqual({ type: 'ten_day', page: 1 });
    expect(timelinessFiltersSchema.safeParse({ type: 'weekly' }).success).toBe(false);
  });
});

describe('monthDays', () => {
  it('gives the first and last day, leap years included', () => {
    expect(monthDays('2026-11')).toEqual({ first: '2026-11-01', last: '2026-11-30' });
    expect(monthDays('2028-02')).toEqual({ first: '2028-02-01', last: '2028-02-29' });
    expect(monthDays('2026-12')).toEqual({ first: '2026-12-01', last: '2026-12-31' });
    expect(() => monthDays('2026-13')).toThrow(RangeError);
  });
});
