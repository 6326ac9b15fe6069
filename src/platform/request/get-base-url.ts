import 'server-only';
import { getEnv } from '@/platform/env/get-env';

/** The portal's public address, for links printed on bulletins. */
export function getBaseUrl(): string {
  const env = getEnv();
  return (env.ACAP_BASE_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, '');
}
