import { describe, expect, it } from 'vitest';
import { hasEnded, outlookValidity } from './outlook-validity';

describe('outlook validity', () => {
  it('keeps a 10-day outlook current through its tenth day in Manila', () => {
    const outlook = { type: 'ten_day' as const, validTo: '2026-11-27' };
    expect(outlookValidity(outlook, new Date('2026-11-27T15:59:00Z'))).toEqual({
      validTo: '2026-11-27',
      validUntil: '2026-11-27T15:59:59.999Z',
      expired: false,
    });
    // 00:01 on the 28th in Manila is still the 27th in UTC.
    expect(outlookValidity(outlook, new Date('2026-11-27T16:01:00Z')).expired).toBe(true);
  });

  it('ends a seasonal outlook after its sixth month', () => {
    const outlook = { type: 'seasonal' as const, validTo: '2027-04-30' };
    expect(outlookValidity(outlook, new Date('2027-04-30T12:00:00Z')).expired).toBe(false);
    expect(outlookValidity(outlook, new Date('2027-05-01T12:00:00Z')).expired).toBe(true);
  });

  it('ends a cyclone advisory a set number of hours after it was issued', () => {
    const advisory = { type: 'special_weather' as const, validTo: '2026-11-22', issuedAt: '2026-11-22T03:00:00.000Z' };
    expect(outlookValidity(advisory, new Date('2026-11-23T02:59:00Z'))).toEqual({
      validTo: '2026-11-23',
      validUntil: '2026-11-23T03:00:00.000Z',
      expired: false,
    });
    expect(outlookValidity(advisory, new Date('2026-11-23T03:01:00Z')).expired).toBe(true);
    expect(outlookValidity(advisory, new Date('2026-11-23T03:01:00Z'), 48).expired).toBe(false);
  });

  it('falls back to the issuance day for an advisory without an issue time', () => {
    const advisory = { type: 'special_weather' as const, validTo: '2026-11-22', issuedAt: null };
    expect(outlookValidity(advisory, new Date('2026-11-22T10:00:00Z')).expired).toBe(false);
    expect(outlookValidity(advisory, new Date('2026-11-23T10:00:00Z')).expired).toBe(true);
  });
});

describe('hasEnded', () => {
  const tenDay = outlookValidity({ type: 'ten_day', validTo: '2026-11-27' }, 0);
  it('is false through the last instant of the last day in Manila, and true after it', () => {
    expect(hasEnded(tenDay, new Date('2026-11-27T15:59:59.999Z'))).toBe(false);
    expect(hasEnded(tenDay, new Date('2026-11-27T16:00:00.001Z'))).toBe(true);
  });
  it('reads the clock at each call when no instant is given', () => {
    expect(hasEnded({ validUntil: new Date(Date.now() + 60_000).toISOString() })).toBe(false);
    expect(hasEnded({ validUntil: new Date(Date.now() - 1).toISOString() })).toBe(true);
  });
});
