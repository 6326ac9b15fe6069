/**
 * The public form's one-time codes and limits (decision 068). A code is 6 digits, lives 15 minutes and
 * takes 5 wrong tries; a number is texted at most 5 codes a day and one network address may ask for 20
 * an hour (a village's phones behind one carrier address, not a script's thousands), and type 60 codes
 * an hour. Counted in the `rate_limit` table under keyed hashes, never a number or an address.
 *
 * The portal's hour (ACAP_SMS_CODES_PER_HOUR) counts every code; a network's first three codes of the
 * hour count in it alone, its 4th to 20th also in the share the busy networks have together, a third of
 * the hour (decision 085). At 20 a network, 15 networks could spend the hour; now it takes some 67, and
 * a village behind one carrier address still gets its 20 while the busy share lasts.
 */
export const SIGNUP_LIMITS = {
  codeDigits: 6,
  codeMinutes: 15,
  wrongCodes: 5,
  perNumber: { answers: 5, windowSeconds: 24 * 60 * 60 },
  perAddress: { answers: 20, windowSeconds: 60 * 60 },
  /** A network's codes of the hour that draw on the portal's hour alone (a household's, a few neighbours'). */
  quietPerAddress: 3,
  codesPerAddress: { answers: 60, windowSeconds: 60 * 60 },
} as const;

/** Counters of the form in `rate_limit` start with this, so they can be told from the others and swept. */
export const SIGNUP_KEY_PREFIX = 'sms-signup:';

export const signupNumberKey = (numberHash: string) => `${SIGNUP_KEY_PREFIX}number:${numberHash}`;
export const signupAddressKey = (addressHash: string) => `${SIGNUP_KEY_PREFIX}address:${addressHash}`;
/** Codes texted by the whole portal (ACAP_SMS_CODES_PER_HOUR). */
export const SIGNUP_PORTAL_KEY = `${SIGNUP_KEY_PREFIX}portal`;
/** Codes of the hour asked for by networks past their first `quietPerAddress`, all together. */
export const SIGNUP_BUSY_NETWORKS_KEY = `${SIGNUP_KEY_PREFIX}busy-networks`;

/** The share of the portal's hour that networks past their first codes may take together: a third, at least one. */
export function busyNetworksShare(codesPerHour: number): number {
  return Math.max(1, Math.floor(codesPerHour / 3));
}
export const signupCodeAddressKey = (addressHash: string) => `${SIGNUP_KEY_PREFIX}code-address:${addressHash}`;
/** The tries at one stop request's code (a stop request has no row of its own to count them in). */
export const signupStopTriesKey = (requestId: string) => `${SIGNUP_KEY_PREFIX}stop-tries:${requestId}`;

/** Why the form refuses a request: what the farmer is told, in their language. */
export const SIGNUP_REFUSALS = [
  'number_limit',
  'address_limit',
  'portal_limit',
  'code_limit',
  'do_not_text',
  'phonebook_off',
  'unreadable',
  'unknown_request',
  'expired',
  'too_many_wrong',
  'used',
] as const;
export type SignupRefusal = (typeof SIGNUP_REFUSALS)[number];
