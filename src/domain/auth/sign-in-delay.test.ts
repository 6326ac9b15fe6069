import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { signInDelaySeconds } from './sign-in-delay';

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
