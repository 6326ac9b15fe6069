import { describe, expect, it } from 'vitest';
import { describeDelay, isLate, lastOnTimeDay, publicationDelay, publicationDelayDays } from './publication-delay';

describe('publicationDelayDays', () => {
  it('counts Philippine calendar days from the outlook’s first day, whatever the hour', () => {
    expect(publicationDelayDays('2026-11-02', '2026-11-02T00:00:00+08:00')).toBe(0);
    expect(publicationDelayDays('2026-11-02', '2026-11-02T23:59:00+08:00')).toBe(0);
    expect(publicationDelayDays('2026-11-02', '2026-11-03T00:01:00+08:00')).toBe(1);
    expect(publicationDelayDays('2026-11-02', '2026-11-04T23:59:00+08:00')).toBe(2);
    expect(publicationDelayDays('2026-11-02', '2026-11-05T00:00:00+08:00')).toBe(3);
  });

  it('reads the instant in Manila, not in UTC: 20:00 UTC is already the next day there', () => {
    expect(publicationDelayDays('2026-11-02', new Date('2026-11-02T16:00:00Z'))).toBe(1);
    expect(publicationDelayDays('2026-11-02', new Date('2026-11-02T15:59:00Z'))).toBe(0);
  });

  it('counts across months and years', () => {
    expect(publicationDelayDays('2026-12-30', '2027-01-02T09:00:00+08:00')).toBe(3);
    expect(publicationDelayDays('2028-02-28', '2028-03-01T09:00:00+08:00')).toBe(2);
  });

  it('counts 0 for a bulletin published before its outlook began', () => {
    expect(publicationDelayDays('2026-12-01', '2026-11-28T09:00:00+08:00')).toBe(0);
  });

  it('refuses a start that is not a date', () => {
    expect(() => publicationDelayDays('Nov 2', '2026-11-02T00:00:00+08:00')).toThrow(RangeError);
  });
});

describe('isLate', () => {
  it('flags more than 2 days only', () => {
    expect([0, 1, 2, 3, 10].map(isLate)).toEqual([false, false, false, true, true]);
  });
});

describe('lastOnTimeDay', () => {
  it('is two days after the outlook began, across month ends', () => {
    expect(lastOnTimeDay('2026-11-02')).toBe('2026-11-04');
    expect(lastOnTimeDay('2026-12-31')).toBe('2027-01-02');
    expect(publicationDelayDays('2026-12-31', `${lastOnTimeDay('2026-12-31')}T23:59:00+08:00`)).toBe(2);
  });
});

describe('describeDelay', () => {
  it('says day or days', () => {
    expect([0, 1, 2].map(describeDelay)).toEqual(['0 days', '1 day', '2 days']);
  });
});

describe('publicationDelay: each outlook by its own rule', () => {
  const advisory = { type: 'special_weather', validFrom: '2026-11-27', issuedAt: '2026-11-27T06:00:00+08:00' };
  it('counts a cyclone bulletin in hours from the advisory: late after 6 hours', () => {
    expect(publicationDelay(advisory, '2026-11-27T11:59:00+08:00')).toEqual({ delayDays: 0, delayHours: 5, late: false });
    expect(publicationDelay(advisory, '2026-11-27T12:00:00+08:00')).toEqual({ delayDays: 0, delayHours: 6, late: false });
    expect(publicationDelay(advisory, '2026-11-27T12:01:00+08:00')).toEqual({ delayDays: 0, delayHours: 6, late: true });
    expect(publicationDelay(advisory, '2026-11-27T05:00:00+08:00')).toMatchObject({ delayHours: 0, late: false });
    expect(describeDelay(publicationDelay(advisory, '2026-11-27T07:30:00+08:00'))).toBe('1 hour');
  });
  it('keeps days for 10-day and seasonal outlooks, and for an advisory without an issue time', () => {
    expect(publicationDelay({ type: 'ten_day', validFrom: '2026-11-27', issuedAt: null }, '2026-11-30T08:00:00+08:00')).toEqual({
      delayDays: 3,
      delayHours: null,
      late: true,
    });
    expect(publicationDelay({ ...advisory, issuedAt: null }, '2026-11-28T08:00:00+08:00')).toEqual({ delayDays: 1, delayHours: null, late: false });
    expect(describeDelay({ delayDays: 3, delayHours: null })).toBe('3 days');
  });
});
