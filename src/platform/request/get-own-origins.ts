import 'server-only';
import { getEnv } from '@/platform/env/get-env';
import { isFromTrustedProxy } from './get-proxied-origin';

const LOOPBACK = /^(?:localhost|127\.0\.0\.1|\[::1\])$/;

/** The origin the request was addressed to: its Host, with X-Forwarded-Host/-Proto believed only from a trusted proxy. */
function addressedOrigin(request: Request): string | null {
  const viaProxy = isFromTrustedProxy(request);
  const first = (name: string) => request.headers.get(name)?.split(',')[0]?.trim() || null;
  const host = (viaProxy ? first('x-forwarded-host') : null) ?? first('host');
  const scheme = (viaProxy ? first('x-forwarded-proto') : null) ?? 'http';
  if (!host || !/^https?$/.test(scheme)) return null;
  return `${scheme}://${host}`;
}

/**
 * The origins (scheme + host + port) the portal's own pages are served from. With ACAP_BASE_URL
 * set, that one — plus this machine's loopback addresses when the base itself is local, for a
 * portal run on a laptop. Without it, the origin the request was addressed to, and loopback.
 */
export function getOwnOrigins(request: Request): string[] {
  const env = getEnv();
  const loopback = [`http://localhost:${env.PORT}`, `http://127.0.0.1:${env.PORT}`];
  if (env.ACAP_BASE_URL) {
    const base = new URL(env.ACAP_BASE_URL);
    return LOOPBACK.test(base.hostname) ? [base.origin, ...loopback] : [base.origin];
  }
  const addressed = addressedOrigin(request);
  return addressed ? [addressed, ...loopback] : loopback;
}
