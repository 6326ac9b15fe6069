import 'server-only';
import { isTrustedProxy } from './check-trusted-proxy';
import { SOCKET_ADDRESS_HEADER } from './socket-address-header';
import { normaliseAddress } from '@/platform/request/rules/resolve-client-address';

const DEFAULT_PORTS: Record<string, string> = { http: '80', https: '443' };

/** Whether the request came from one of ACAP_TRUSTED_PROXIES, whose forwarding headers are believed. */
export function isFromTrustedProxy(request: Request): boolean {
  const peer = normaliseAddress(request.headers.get(SOCKET_ADDRESS_HEADER) ?? '');
  return peer !== null && isTrustedProxy(peer);
}

/**
 * The public origin a trusted proxy says the request was addressed to (X-Forwarded-Host, -Proto and
 * -Port: nginx names the portal's one name there, decision 089), or null when no trusted proxy named
 * one. A client's own Host is not taken: it may say anything.
 */
export function getProxiedOrigin(request: Request): string | null {
  if (!isFromTrustedProxy(request)) return null;
  const first = (name: string) => request.headers.get(name)?.split(',')[0]?.trim() || null;
  const host = first('x-forwarded-host');
  const scheme = first('x-forwarded-proto') ?? 'http';
  if (!host || !/^https?$/.test(scheme) || /[\s/\\@?#]/.test(host)) return null;
  const port = first('x-forwarded-port');
  const withPort = port && /^\d+$/.test(port) && port !== DEFAULT_PORTS[scheme] && !/:\d+$/.test(host) ? `${host}:${port}` : host;
  try {
    return new URL(`${scheme}://${withPort}`).origin;
  } catch {
    return null;
  }
}
