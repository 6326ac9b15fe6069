import 'server-only';
import { hashPhoneByKey } from './hash-phone-by-key';

/**
 * Keyed hashes of an E.164 number under each look-up key, the current first (ACAP_DATA_KEY, then
 * ACAP_DATA_KEY_PREVIOUS while the office rotates): rows are found by any, written with the first.
 * Empty without a data key.
 */
export function hashPhone(e164: string): string[] {
  return hashPhoneByKey(e164).map((hash) => hash.phoneHash);
}
