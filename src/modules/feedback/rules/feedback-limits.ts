/**
 * How many answers the feedback form takes, counted in the `rate_limit` table under keyed hashes (never
 * an address or a cookie's value). Mobile networks put many phones behind one address (carrier NAT), so
 * a reader is told apart by a random cookie set only when they answer (the privacy page says so):
 * one answer a day per bulletin and 5 an hour per reader, so one reader is one vote and cannot flood
 * the comment queue; an address takes 30 answers an hour per bulletin and 100 in all, room for a
 * village's readers behind one address, and a bound on a client that throws its cookie away each time.
 */
export const FEEDBACK_LIMITS = {
  perReader: { answers: 5, windowSeconds: 60 * 60 },
  perBulletinPerReader: { answers: 1, windowSeconds: 24 * 60 * 60 },
  perAddress: { answers: 100, windowSeconds: 60 * 60 },
  perBulletinAtAddress: { answers: 30, windowSeconds: 60 * 60 },
} as const;

/** The cookie that tells one reader from another behind a shared address: random, set when they first answer. */
export const READER_COOKIE = 'acap_reader';
export const READER_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;
const READER_ID = /^[A-Za-z0-9_-]{22}$/;

/** The reader id a cookie header carries, or null (none, or not one the portal made). */
export function readerIdOf(cookieHeader: string | null): string | null {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === READER_COOKIE && READER_ID.test(value.join('='))) return value.join('=');
  }
  return null;
}

/** Counters of feedback in `rate_limit` start with this, so they can be told from sign-in's and swept. */
export const FEEDBACK_KEY_PREFIX = 'feedback:';

export const feedbackAddressKey = (addressHash: string) => `${FEEDBACK_KEY_PREFIX}address:${addressHash}`;
export const feedbackBulletinKey = (bulletinId: string, addressHash: string) => `${FEEDBACK_KEY_PREFIX}bulletin:${bulletinId}:${addressHash}`;
export const feedbackReaderKey = (readerHash: string) => `${FEEDBACK_KEY_PREFIX}reader:${readerHash}`;
export const feedbackReaderBulletinKey = (bulletinId: string, readerHash: string) => `${FEEDBACK_KEY_PREFIX}reader-bulletin:${bulletinId}:${readerHash}`;

/** A wait in words for a message: seconds under two minutes, else minutes, else hours. */
export function describeWait(seconds: number): { unit: 'seconds' | 'minutes' | 'hours'; count: number } {
  if (seconds < 120) return { unit: 'seconds', count: Math.max(1, Math.ceil(seconds)) };
  if (seconds < 2 * 60 * 60) return { unit: 'minutes', count: Math.ceil(seconds / 60) };
  return { unit: 'hours', count: Math.ceil(seconds / 3600) };
}
