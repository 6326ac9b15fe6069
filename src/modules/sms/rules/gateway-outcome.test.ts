import { describe, expect, it } from 'vitest';
import { gatewayOutcome, retryAfterSeconds } from './gateway-outcome';

describe('gatewayOutcome', () => {
  it('never treats an answer that may hide a sent text as refused', () => {
    expect([200, 201].map(gatewayOutcome)).toEqual(['accepted', 'accepted']);
    expect([429, 503, 401, 402, 403].map(gatewayOutcome)).toEqual(['wait', 'wait', 'wait', 'wait', 'wait']);
    expect([400, 404, 422].map(gatewayOutcome)).toEqual(['refused', 'refused', 'refused']);
    expect([408, 500, 502, 504, 301].map(gatewayOutcome)).toEqual(['unknown', 'unknown', 'unknown', 'unknown', 'unknown']);
  });
});

describe('retryAfterSeconds', () => {
  it('reads seconds or an HTTP date', () => {
    const now = new Date('2026-11-28T06:00:00Z');
    expect(retryAfterSeconds('40', now)).toBe(40);
    expect(retryAfterSeconds('Sat, 28 Nov 2026 06:01:30 GMT', now)).toBe(90);
    expect(retryAfterSeconds('Sat, 28 Nov 2026 05:00:00 GMT', now)).toBe(0);
    expect(retryAfterSeconds('soon', now)).toBeNull();
    expect(retryAfterSeconds(null, now)).toBeNull();
  });
});
