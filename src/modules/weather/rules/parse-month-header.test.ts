import { describe, expect, it } from 'vitest';
import { parseMonthHeader } from './parse-month-header';

describe('parseMonthHeader', () => {
  it('reads the ways a month column is headed', () => {
    expect(parseMonthHeader('Sep')).toEqual({ mo: 'sep' });
    expect(parseMonthHeader('SEPTEMBER')).toEqual({ mo: 'sep' });
    expect(parseMonthHeader('Sep 2025')).toEqual({ mo: 'sep', year: 2025 });
    expect(parseMonthHeader('Jan-26')).toEqual({ mo: 'jan', year: 2026 });
    expect(parseMonthHeader('2026-02')).toEqual({ mo: 'feb', year: 2026 });
    expect(parseMonthHeader(new Date(Date.UTC(2025, 11, 1)))).toEqual({ mo: 'dec', year: 2025 });
  });

  it('refuses what is not a month', () => {
    for (const cell of ['PROVINCE', 'Sept2025x', 'Marcha', '', null, 42, '2025-13']) expect(parseMonthHeader(cell)).toBeNull();
  });
});
