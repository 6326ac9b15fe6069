import 'server-only';
import { createDecipheriv } from 'node:crypto';
import { dataKeys } from './data-keys';

/**
 * Opens what `sealSecret` sealed for `context`, with the data key it names (current or previous); null
 * when the key is not set here any more, or the value was changed or moved (GCM refuses it).
 */
export function openSecret(sealed: string, context: string): string | null {
  const [version, keyId, iv, tag, body] = sealed.split('.');
  if (version !== 'acap1' || !keyId || !iv || !tag || body === undefined) return null;
  const key = dataKeys('seal').find((candidate) => candidate.id === keyId);
  if (!key) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key.key, Buffer.from(iv, 'base64url'));
    decipher.setAAD(Buffer.from(context, 'utf8'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
