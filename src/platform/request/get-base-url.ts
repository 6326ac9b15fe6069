import 'server-only';
import { getEnv } from '@/platform/env/get-env';
import { getProxiedOrigin } from './get-proxied-origin';

/** The portal's public address (ACAP_BASE_URL), for links printed on bulletins, feeds and alerts; this machine's without it. */
export function getBaseUrl(): string {
  const env = getEnv();
  return (env.ACAP_BASE_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, '');
}

/**
 * The public address as a request shows it: ACAP_BASE_URL when set, else the name a trusted proxy
 * gave the request, else this machine's. For what is written once and kept (a CAP alert's sender),
 * where `localhost` would stay wrong for good.
 */
export function getRequestBaseUrl(request: Request): string {
  return getEnv().ACAP_BASE_URL ? getBaseUrl() : (getProxiedOrigin(request) ?? getBaseUrl());
}
