import 'server-only';
import { createCipheriv, randomBytes } from 'node:crypto';
import { AppError } from '@/platform/errors/app-error';
import { dataKeys } from './data-keys';

/**
 * Seals `plain` with AES-256-GCM under the current data key: `acap1.<key id>.<iv>.<tag>.<ciphertext>`
 * (base64url). `context` (where the value is kept, e.g. `app_setting:pagasa.token`) is bound in as
 * associated data, so a sealed value copied elsewhere does not open.
 */
export function sealSecret(plain: string, context: string): string {
  const [current] = dataKeys('seal');
  if (!current)
    throw new AppError('CONFLICT', 'ACAP_DATA_KEY is not set on the server: nothing secret can be stored. Set it (32 bytes, 64 hex digits) and restart.');
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', current.key, iv);
  cipher.setAAD(Buffer.from(context, 'utf8'));
  const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return ['acap1', current.id, iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), sealed.toString('base64url')].join('.');
}
