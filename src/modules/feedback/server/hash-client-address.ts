import 'server-only';
import { createHmac } from 'node:crypto';
import { limitedNetwork } from '@/platform/request/rules/limited-network';
import type { Database } from '@/platform/db/database';
import { getAuthSecret } from '@/modules/staff/server/auth/get-auth-secret';

/**
 * A reader's address as the feedback counters know it: an HMAC under a key derived from the portal's
 * secret, so the `rate_limit` table never holds an address, and without the secret the hash cannot be
 * matched against a list of addresses. The same address gives the same hash on every instance. An IPv6
 * address is hashed as its /64 (`limitedNetwork`): every address a home or phone may take counts as one.
 */
export async function hashClientAddress(db: Database, address: string): Promise<string> {
  const key = createHmac('sha256', await getAuthSecret(db))
    .update('feedback-address')
    .digest();
  return createHmac('sha256', key).update(limitedNetwork(address)).digest('base64url');
}
