import 'server-only';
import { randomInt } from 'node:crypto';
import { SIGNUP_LIMITS } from '@/modules/sms/rules/signup-limits';

/** A one-time code of SIGNUP_LIMITS.codeDigits digits from the system's secure random source, leading zeros kept. */
export function makeSignupCode(): string {
  return String(randomInt(0, 10 ** SIGNUP_LIMITS.codeDigits)).padStart(SIGNUP_LIMITS.codeDigits, '0');
}
