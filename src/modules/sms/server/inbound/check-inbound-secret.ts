import 'server-only';
import { createHash, timingSafeEqual } from 'node:crypto';
import { getEnv } from '@/platform/env/get-env';
import { AppError } from '@/platform/errors/app-error';

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * The provider's bearer secret, before anything is read from the text. Unset, inbound texts are off:
 * 409, as the phonebook without its key, so a provider pointed at the portal too early is told why
 * rather than "not found" for an address the documents list. A missing or wrong secret is 401. The
 * two are compared as SHA-256 digests in constant time, so neither their bytes nor their lengths
 * show in the time taken.
 */
export function checkInboundSecret(authorization: string | null): void {
  const secret = getEnv().ACAP_SMS_INBOUND_SECRET;
  if (!secret) {
    throw new AppError('CONFLICT', 'Inbound texts are off: ACAP_SMS_INBOUND_SECRET is not set on the server.', { details: { reason: 'inbound_off' } });
  }
  const given = /^Bearer\s+(.+)$/i.exec(authorization?.trim() ?? '')?.[1]?.trim() ?? '';
  if (!timingSafeEqual(digest(given), digest(secret))) {
    throw new AppError('UNAUTHORIZED', 'Send the inbound secret the portal was given (ACAP_SMS_INBOUND_SECRET) as Authorization: Bearer.', {
      headers: { 'WWW-Authenticate': 'Bearer' },
    });
  }
}
