import 'server-only';
import type { Env } from '@/platform/env/get-env';

/**
 * One warning at start when ACAP_BASE_URL is not set, naming the setting: every link the portal writes
 * for others (bulletins' web addresses, Atom ids and links, a CAP alert's sender where no trusted proxy
 * names the host) then says this machine's `localhost`, which no reader can follow. True when it warned.
 */
export function warnWithoutBaseUrl(env: Pick<Env, 'ACAP_BASE_URL' | 'PORT'>, log: { warn: (fields: object, message: string) => void }): boolean {
  if (env.ACAP_BASE_URL) return false;
  const fallback = `http://localhost:${env.PORT}`;
  log.warn(
    { setting: 'ACAP_BASE_URL', fallback },
    `ACAP_BASE_URL is not set: bulletins, Atom feeds and CAP alerts name this portal ${fallback}. Set ACAP_BASE_URL to its public address (docs/deployment.md).`,
  );
  return true;
}
