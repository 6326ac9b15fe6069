import { describe, expect, it } from 'vitest';
import { busyNetworksShare, SIGNUP_LIMITS } from './signup-limits';

describe('the busy networks’ share of the portal’s hour of codes', () => {
  it('is a third of the hour, at least one code', () => {
    expect(busyNetworksShare(300)).toBe(100);
    expect(busyNetworksShare(3)).toBe(1);
    expect(busyNetworksShare(1)).toBe(1);
  });

  it('leaves the shipped hour to dozens of networks, not the 15 that 20 codes each would take', () => {
    const hour = 300;
    const networksToSpendIt = Math.ceil((hour - busyNetworksShare(hour)) / SIGNUP_LIMITS.quietPerAddress);
    expect(hour / SIGNUP_LIMITS.perAddress.answers).toBe(15);
    expect(networksToSpendIt).toBe(67);
  });
});
