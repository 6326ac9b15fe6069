import { limitedNetwork } from '@/platform/request/rules/limited-network';

/** Sign-in counters in `rate_limit` start with this, so they can be swept apart from the others. */
export const SIGN_IN_KEY_PREFIX = 'sign-in:';

/** The first wait once the free attempts are used; each further failure doubles it. */
export const FIRST_DELAY_SECONDS = 5;

/**
 * Seconds a caller waits after its `failures`-th failed sign-in within the window. The first
 * `freeFailures` cost nothing (typos), then 5 s, 10 s, 20 s … up to `maxSeconds`. A growing wait,
 * not a lockout: guessing slows to a crawl, yet the owner is never shut out for longer than the
 * last wait, and others cannot lock an account at all (the wait is per account *and* address).
 */
export function signInDelaySeconds(failures: number, freeFailures: number, maxSeconds: number): number {
  if (failures < freeFailures) return 0;
  const doublings = Math.min(failures - freeFailures, 30);
  return Math.min(maxSeconds, FIRST_DELAY_SECONDS * 2 ** doublings);
}

/**
 * The counters a password guess counts against, at sign-in and at a password change alike: the
 * client's address, and the account at that address (others failing on an account never keep its
 * owner out). An IPv6 address counts as its /64 (`limitedNetwork`): a guesser can take any address in it.
 */
export function passwordGuessKeys(email: string, address: string): { address: string; accountAtAddress: string } {
  const network = limitedNetwork(address);
  return { address: `${SIGN_IN_KEY_PREFIX}address:${network}`, accountAtAddress: `${SIGN_IN_KEY_PREFIX}account:${email.toLowerCase()}|${network}` };
}
