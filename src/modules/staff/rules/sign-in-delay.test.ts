import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { passwordGuessKeys, signInDelaySeconds } from './sign-in-delay';

describe('signInDelaySeconds', () => {
  it('lets the free failures through, then doubles from 5 s up to the cap', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 12, 40].map((n) => signInDelaySeconds(n, 5, 900))).toEqual([0, 0, 0, 0, 5, 10, 20, 40, 80, 640, 900]);
  });

  it('never shrinks as failures grow and never passes the cap', () => {
    fc.assert(
      fc.property(fc.nat(10_000), fc.integer({ min: 1, max: 100 }), fc.integer({ min: 1, max: 86_400 }), (failures, free, cap) => {
        const now = signInDelaySeconds(failures, free, cap);
        expect(now).toBeLessThanOrEqual(cap);
        expect(signInDelaySeconds(failures + 1, free, cap)).toBeGreaterThanOrEqual(now);
      }),
    );
  });
});

describe('passwordGuessKeys', () => {
  it('counts an IPv4 address on its own, and every address of an IPv6 /64 as one', () => {
    expect(passwordGuessKeys('Staff@DA.gov.ph', '203.0.113.7')).toEqual({
      address: 'sign-in:address:203.0.113.7',
      accountAtAddress: 'sign-in:account:staff@da.gov.ph|203.0.113.7',
    });
    const one = passwordGuessKeys('staff@da.gov.ph', '2001:db8:0:a::1');
    expect(passwordGuessKeys('staff@da.gov.ph', '2001:db8:0:a:dead:beef:0:7')).toEqual(one);
    expect(one.address).toBe('sign-in:address:2001:db8:0:a::/64');
    expect(passwordGuessKeys('staff@da.gov.ph', '2001:db8:0:b::1').address).not.toBe(one.address);
  });
});
