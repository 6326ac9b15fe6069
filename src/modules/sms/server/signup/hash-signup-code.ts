import 'server-only';
import { createHmac } from 'node:crypto';
import { dataKeys } from '@/platform/crypto/data-keys';

/**
 * Keyed hashes (HMAC-SHA256 under each look-up key, the current first) of a one-time code, bound to
 * its request's id: the table holds no code, equal codes of two requests differ, and a row copied
 * elsewhere tells nothing. A code is checked against every key, so a rotation of ACAP_DATA_KEY within
 * its 15 minutes does not spoil it.
 */
export function hashSignupCode(requestId: string, code: string): string[] {
  return dataKeys('lookup').map((key) => createHmac('sha256', key.key).update(`sms-code:${requestId}:${code}`).digest('hex'));
}
