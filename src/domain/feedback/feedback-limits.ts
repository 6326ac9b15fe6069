/**
 * How many answers one address may send, counted in the `rate_limit` table under a keyed hash of the
 * address (never the address itself): 5 an hour in all, so one person cannot flood the counts or the
 * comment queue, and 1 a day per bulletin, so one reader is one vote. Mobile networks put many phones
 * behind one address (carrier NAT); the hourly figure leaves room for a few neighbours, and the daily
 * one costs a second reader of the same bulletin on the same network a day's wait at worst.
 */
export const FEEDBACK_LIMITS = {
  perAddress: { answers: 5, windowSeconds: 60 * 60 },
  perBulletinAtAddress: { answers: 1, windowSeconds: 24 * 60 * 60 },
} as const;

/** Counters of feedback in `rate_limit` start with this, so they can be told from sign-in's and swept. */
export const FEEDBACK_KEY_PREFIX = 'feedback:';

export const feedbackAddressKey = (addressHash: string) => `${FEEDBACK_KEY_PREFIX}address:${addressHash}`;
export const feedbackBulletinKey = (bulletinId: string, addressHash: string) => `${FEEDBACK_KEY_PREFIX}bulletin:${bulletinId}:${addressHash}`;

/** A wait in words for a message: seconds under two minutes, else minutes, else hours. */
export function describeWait(seconds: number): { unit: 'seconds' | 'minutes' | 'hours'; count: number } {
  if (seconds < 120) return { unit: 'seconds', count: Math.max(1, Math.ceil(seconds)) };
  if (seconds < 2 * 60 * 60) return { unit: 'minutes', count: Math.ceil(seconds / 60) };
  return { unit: 'hours', count: Math.ceil(seconds / 3600) };
}
