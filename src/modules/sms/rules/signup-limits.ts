/**
 * The public form's one-time codes and limits (decision 068). A code is 6 digits, lives 15 minutes and
 * takes 5 wrong tries; a number is texted at most 5 codes a day and one network address may ask for 20
 * an hour (a village's phones behind one carrier address, not a script's thousands), and type 60 codes
 * an hour. Counted in the `rate_limit` table under keyed hashes, never a number or an address.
 */
export const SIGNUP_LIMITS = {
  codeDigits: 6,
  codeMinutes: 15,
  wrongCodes: 5,
  perNumber: { answers: 5, windowSeconds: 24 * 60 * 60 },
  perAddress: { answers: 20, windowSeconds: 60 * 60 },
  codesPerAddress: { answers: 60, windowSeconds: 60 * 60 },
} as const;

/** Counters of the form in `rate_limit` start with this, so they can be told from the others and swept. */
export const SIGNUP_KEY_PREFIX = 'sms-signup:';

export const signupNumberKey = (numberHash: string) => `${SIGNUP_KEY_PREFIX}number:${numberHash}`;
export const signupAddressKey = (addressHash: string) => `${SIGNUP_KEY_PREFIX}address:${addressHash}`;
/** Codes texted by the whole portal (ACAP_SMS_CODES_PER_HOUR). */
export const SIGNUP_PORTAL_KEY = `${SIGNUP_KEY_PREFIX}portal`;
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
