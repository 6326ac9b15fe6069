import 'server-only';
import { createHash, hkdfSync } from 'node:crypto';
import { getEnv } from '@/platform/env/get-env';

/** What a derived key is for: sealing secrets and personal data, keyed look-up hashes, or signing the audit chain's checkpoints. */
export type KeyPurpose = 'seal' | 'lookup' | 'audit-checkpoint';

export interface DataKey {
  /** Names the key in what it sealed (a hash of the derived key, not the key). */
  id: string;
  key: Buffer;
}

function derive(master: Buffer, purpose: KeyPurpose): DataKey {
  // One master key, a separate key per purpose: a look-up hash never helps to open a sealed value.
  const key = Buffer.from(hkdfSync('sha256', master, 'acap-calabarzon', `acap:${purpose}:v1`, 32));
  return { id: createHash('sha256').update(key).digest('hex').slice(0, 12), key };
}

/** The keys of `purpose` from ACAP_DATA_KEY, then ACAP_DATA_KEY_PREVIOUS (rotation); empty without a data key. */
export function dataKeys(purpose: KeyPurpose): DataKey[] {
  const env = getEnv();
  const masters = [env.ACAP_DATA_KEY, env.ACAP_DATA_KEY_PREVIOUS].flatMap((key) => (key ? [key] : []));
  return masters.map((master) => derive(master, purpose));
}
