import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  daysInMonth,
  manilaDate,
  halfOfDay,
  monthSlots,
  parseIsoDate,
  slotOfDate,
  slotParts,
  slotsOfPeriod,
  tenDaySlots,
  type CalendarDate,
} from './month-halves';

const date = (text: string) => parseIsoDate(text);
const named = (slots: number[]) => slots.map((s) => `${slotParts(s).monthKey}:${slotParts(s).half}`);

/** Every day of the window walked with the platform's calendar: the reference the rule must agree with. */
function slotsByWalking(start: CalendarDate, length: number): number[] {
  const seen: number[] = [];
  for (let i = 0; i < length; i++) {
    const d = new Date(Date.UTC(start.year, start.month, start.day + i));
    const slot = slotOfDate({ year: d.getUTCFullYear(), month: d.getUTCMonth(), day: d.getUTCDate() });
    if (!seen.includes(slot)) seen.push(slot);
  }
  return seen;
}

const anyDate = fc
  .record({ year: fc.integer({ min: 1990, max: 2100 }), month: fc.integer({ min: 0, max: 11 }), day: fc.integer({ min: 1, max: 31 }) })
  .filter((d) => d.day <= daysInMonth(d.year, d.month));

describe('halves of a month', () => {
  it('puts days 1-15 in the 1st half and 16 to the month end in the 2nd', () => {
    expect(halfOfDay(1)).toBe('1st_half');
    expect(halfOfDay(15)).toBe('1st_half');
    expect(halfOfDay(16)).toBe('2nd_half');
    expect(halfOfDay(31)).toBe('2nd_half');
  });

  it('knows month ends of 28, 29, 30 and 31 days', () => {
    expect(daysInMonth(2026, 1)).toBe(28);
    expect(daysInMonth(2028, 1)).toBe(29);
    expect(daysInMonth(2000, 1)).toBe(29);
    expect(daysInMonth(2100, 1)).toBe(28);
    expect(daysInMonth(2026, 3)).toBe(30);
    expect(daysInMonth(2026, 11)).toBe(31);
  });

  it('numbers months jan … dec as 0 … 11 and slots as month × 2 + half', () => {
    expect(slotOfDate(date('2026-01-01'))).toBe(0);
    expect(slotOfDate(date('2026-01-16'))).toBe(1);
    expect(slotOfDate(date('2026-12-31'))).toBe(23);
    expect(slotParts(7)).toEqual({ month: 3, monthKey: 'apr', half: '2nd_half' });
  });

  it('refuses dates that do not exist', () => {
    expect(() => parseIsoDate('2026-02-29')).toThrow('2026-02-29 is not a date (YYYY-MM-DD)');
    expect(() => parseIsoDate('2026-13-01')).toThrow('is not a date');
    expect(() => parseIsoDate('18/08/2025')).toThrow('is not a date');
    expect(parseIsoDate('2028-02-29')).toEqual({ year: 2028, month: 1, day: 29 });
  });
});

describe('the slots of a 10-day window', () => {
  it('stays in the 1st half when it ends by the 15th', () => {
    expect(named(tenDaySlots(date('2025-08-01')))).toEqual(['aug:1st_half']);
    expect(named(tenDaySlots(date('2025-08-06')))).toEqual(['aug:1st_half']);
  });

  it('adds the 2nd half when it reaches past the midpoint', () => {
    expect(named(tenDaySlots(date('2025-08-07')))).toEqual(['aug:1st_half', 'aug:2nd_half']);
    expect(named(tenDaySlots(date('2025-08-15')))).toEqual(['aug:1st_half', 'aug:2nd_half']);
  });

  it('starts in the 2nd half after the 15th', () => {
    expect(named(tenDaySlots(date('2025-08-16')))).toEqual(['aug:2nd_half']);
    expect(named(tenDaySlots(date('2025-08-22')))).toEqual(['aug:2nd_half']);
    expect(named(tenDaySlots(date('2025-08-23')))).toEqual(['aug:2nd_half', 'sep:1st_half']);
  });

  it('adds the next month when it overflows a month of 28, 29, 30 or 31 days', () => {
    expect(named(tenDaySlots(date('2026-02-19')))).toEqual(['feb:2nd_half']);
    expect(named(tenDaySlots(date('2026-02-20')))).toEqual(['feb:2nd_half', 'mar:1st_half']);
    expect(named(tenDaySlots(date('2028-02-20')))).toEqual(['feb:2nd_half']);
    expect(named(tenDaySlots(date('2028-02-21')))).toEqual(['feb:2nd_half', 'mar:1st_half']);
    expect(named(tenDaySlots(date('2026-04-21')))).toEqual(['apr:2nd_half']);
    expect(named(tenDaySlots(date('2026-04-22')))).toEqual(['apr:2nd_half', 'may:1st_half']);
    expect(named(tenDaySlots(date('2026-05-22')))).toEqual(['may:2nd_half']);
    expect(named(tenDaySlots(date('2026-05-23')))).toEqual(['may:2nd_half', 'jun:1st_half']);
  });

  it('crosses the year from December into January', () => {
    expect(tenDaySlots(date('2026-12-27'))).toEqual([23, 0]);
  });

  it('agrees with walking the window day by day, for any start date', () => {
    fc.assert(
      fc.property(anyDate, (start) => {
        expect(tenDaySlots(start)).toEqual(slotsByWalking(start, 10));
      }),
      { numRuns: 3000 },
    );
  });

  it('always covers one or two slots, in time order', () => {
    fc.assert(
      fc.property(anyDate, (start) => {
        const slots = tenDaySlots(start);
        expect(slots.length).toBeGreaterThanOrEqual(1);
        expect(slots.length).toBeLessThanOrEqual(2);
        slots.slice(1).forEach((slot, i) => expect((slot - slots[i]! + 24) % 24).toBe(1));
      }),
    );
  });
});

describe('the slots of a month and of a season', () => {
  it('gives both halves of one month', () => {
    expect(slotsOfPeriod({ kind: 'month', year: 2026, month: 1 })).toEqual([2, 3]);
  });

  it('gives six months across the year end in order', () => {
    expect(named(slotsOfPeriod({ kind: 'months', year: 2026, month: 9, count: 6 }))).toEqual([
      'oct:1st_half',
      'oct:2nd_half',
      'nov:1st_half',
      'nov:2nd_half',
      'dec:1st_half',
      'dec:2nd_half',
      'jan:1st_half',
      'jan:2nd_half',
      'feb:1st_half',
      'feb:2nd_half',
      'mar:1st_half',
      'mar:2nd_half',
    ]);
  });

  it('never repeats a slot, however many months are asked for', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 11 }), fc.integer({ min: 1, max: 30 }), (month, count) => {
        const slots = monthSlots(month, count);
        expect(new Set(slots).size).toBe(slots.length);
        expect(slots[0]).toBe(month * 2);
      }),
    );
  });

  it('treats a ten-day period like tenDaySlots', () => {
    expect(slotsOfPeriod({ kind: 'ten_day', start: date('2025-12-25') })).toEqual([23, 0]);
  });
});

describe('the day in the Philippines', () => {
  it('is eight hours ahead of UTC, across the year end', () => {
    expect(manilaDate(new Date('2025-12-31T15:59:59Z'))).toEqual({ year: 2025, month: 11, day: 31 });
    expect(manilaDate(new Date('2025-12-31T16:00:00Z'))).toEqual({ year: 2026, month: 0, day: 1 });
  });
});
