import { describe, expect, it } from 'vitest';
import {
  endOfManilaDay,
  formatDate,
  formatDateRange,
  formatElapsed,
  formatManilaDateTime,
  formatManilaStamp,
  formatMonth,
  formatWeekday,
  manilaToday,
} from './manila-time';

describe('Philippine time for people', () => {
  it('turns a UTC instant into Manila time with a 24-hour clock in either language', () => {
    expect(formatManilaDateTime('2026-11-22T03:00:00.000Z', 'en')).toBe('November 22, 2026, 11:00 PHT');
    expect(formatManilaDateTime('2026-11-22T03:00:00.000Z', 'tl')).toBe('Nobyembre 22, 2026, 11:00 PHT');
    expect(formatManilaDateTime('2026-11-22T03:00:00.000Z', 'tag', 'short')).toBe('Nob 22, 11:00 PHT');
  });

  it('crosses midnight and the year end in Manila, not in UTC', () => {
    expect(formatManilaDateTime(new Date('2026-12-31T16:05:00Z'), 'en')).toBe('January 1, 2027, 00:05 PHT');
    expect(formatManilaDateTime(Date.parse('2026-08-05T15:59:00Z'), 'en')).toBe('August 5, 2026, 23:59 PHT');
    expect(manilaToday('2026-11-22T16:00:00Z')).toBe('2026-11-23');
    expect(manilaToday('2026-11-22T15:59:59Z')).toBe('2026-11-22');
  });

  it('knows when a Manila day ends', () => {
    expect(endOfManilaDay('2026-11-22').toISOString()).toBe('2026-11-22T15:59:59.999Z');
    expect(() => endOfManilaDay('22/11/2026')).toThrow(RangeError);
  });

  it('refuses what is not a time rather than printing "Invalid Date"', () => {
    expect(() => formatManilaDateTime('soon', 'en')).toThrow(RangeError);
  });

  it('writes dates, days, months and ranges from one set of names', () => {
    expect(formatDate('2025-08-18', 'en')).toBe('August 18, 2025');
    expect(formatDate('2025-08-18T00:00:00Z', 'tl', 'short')).toBe('Ago 18');
    expect(formatWeekday('2026-11-22', 'en')).toBe('Sun, Nov 22');
    expect(formatWeekday('2026-11-22', 'tl')).toBe('Lin, Nob 22');
    expect(formatMonth('2026-01', 'tl')).toBe('Enero 2026');
    expect(formatMonth('2026-08-01', 'tl', 'short')).toBe('Ago 2026');
    expect(formatDateRange('2025-08-18', '2025-08-27', 'tl')).toBe('Agosto 18 – 27, 2025');
    expect(formatDateRange('2025-08-25', '2025-09-03', 'en')).toBe('August 25 – September 3, 2025');
    expect(formatDateRange('2025-12-28', '2026-01-06', 'en')).toBe('December 28, 2025 – January 6, 2026');
    expect(formatDateRange('2025-12-28', '2025-12-28', 'en')).toBe('December 28, 2025');
  });

  it('never leaves an ISO timestamp or an English month in Tagalog output', () => {
    for (let month = 0; month < 12; month++) {
      const iso = new Date(Date.UTC(2026, month, 15, 3)).toISOString();
      const text = formatManilaDateTime(iso, 'tl') + formatMonth(iso, 'tl', 'short') + formatWeekday(iso, 'tl');
      expect(text).not.toMatch(/\d{4}-\d{2}-\d{2}T|\b(Jan|Feb|Apr|Jun|Jul|Aug|Sep|Oct|Nov|Dec)\b/);
    }
  });
});

describe('sortable stamps for tables people read', () => {
  it('gives the Manila date and 24-hour time, never the ISO form', () => {
    expect(formatManilaStamp('2026-01-15T03:00:59.999Z')).toBe('2026-01-15 11:00 PHT');
    expect(formatManilaStamp(new Date('2026-12-31T16:05:00Z'))).toBe('2027-01-01 00:05 PHT');
    expect(formatManilaStamp('2026-06-01T10:30:00+08:00')).not.toMatch(/\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/);
  });
});

describe('elapsed time for staff screens', () => {
  const now = Date.parse('2026-11-23T03:00:00Z');
  it('counts minutes, then hours up to two days, then days, in either language', () => {
    expect(formatElapsed(now - 20_000, 'en', now)).toBe('just now');
    expect(formatElapsed(now - 60_000, 'en', now)).toBe('1 minute ago');
    expect(formatElapsed(new Date(now - 59 * 60_000), 'en', now)).toBe('59 minutes ago');
    expect(formatElapsed(now - 3_600_000, 'en', now)).toBe('1 hour ago');
    expect(formatElapsed('2026-11-21T04:00:00Z', 'en', now)).toBe('47 hours ago');
    expect(formatElapsed('2026-11-21T03:00:00Z', 'en', now)).toBe('2 days ago');
    expect(formatElapsed(now - 3 * 3_600_000, 'tl', now)).toBe('3 oras na ang nakalipas');
    expect(formatElapsed(now - 40 * 86_400_000, 'tag', now)).toBe('40 araw na ang nakalipas');
  });
});
