import { describe, expect, it } from 'vitest';
import { capTime } from './cap-time';

describe('capTime', () => {
  it('writes Philippine time to the second with the +08:00 offset, never Z or a fraction', () => {
    expect(capTime(new Date('2026-11-26T06:00:00.999Z'))).toBe('2026-11-26T14:00:00+08:00');
    expect(capTime('2026-11-26T14:00:00+08:00')).toBe('2026-11-26T14:00:00+08:00');
    expect(capTime(Date.UTC(2026, 11, 31, 20, 5, 9))).toBe('2027-01-01T04:05:09+08:00');
    expect(capTime(new Date('2026-11-26T06:00:00Z'))).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[-+]\d{2}:\d{2}$/);
  });

  it('refuses what is not a time', () => {
    expect(() => capTime('yesterday')).toThrow(RangeError);
  });
});
