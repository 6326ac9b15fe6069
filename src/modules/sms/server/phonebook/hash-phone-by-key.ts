import 'server-only';
import { createHmac } from 'node:crypto';
import { dataKeys } from '@/platform/crypto/data-keys';

/**
 * Keyed hashes (HMAC-SHA256) of an E.164 number under each configured look-up key, the current first,
 * with the id of the key each was made with.
 */
export function hashPhoneByKey(e164: string): { keyId: string; phoneHash: string }[] {
  return dataKeys('lookup').map((key) => ({ keyId: key.id, phoneHash: createHmac('sha256', key.key).update(`phone:${e164}`).digest('hex') }));
}
