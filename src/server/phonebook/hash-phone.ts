import 'server-only';
import { createHmac } from 'node:crypto';
import { dataKeys } from '@/server/crypto/data-keys';

/**
 * Keyed hashes of an E.164 number under each look-up key, the current first (ACAP_DATA_KEY, then
 * ACAP_DATA_KEY_PREVIOUS while the office rotates): rows are found by any, written with the first.
 * Empty without a data key.
 */
export function hashPhone(e164: string): string[] {
  return dataKeys('lookup').map((key) => createHmac('sha256', key.key).update(`phone:${e164}`).digest('hex'));
}
