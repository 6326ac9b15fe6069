import 'server-only';
import { resolveClientAddress } from '@/platform/request/rules/resolve-client-address';
import { isTrustedProxy } from './check-trusted-proxy';
import { SOCKET_ADDRESS_HEADER } from './socket-address-header';

/** Carries the resolved address to better-auth (its `ipAddressHeaders`), set only by the portal's sign-in. */
export const CLIENT_ADDRESS_HEADER = 'x-acap-client-address';

/** The client's address: the socket's peer, or what trusted proxies say they saw (see resolveClientAddress); a Server Action hands in `{ headers: await headers() }`. */
export function getClientAddress(request: Pick<Request, 'headers'>): string {
  return resolveClientAddress(request.headers.get(SOCKET_ADDRESS_HEADER), request.headers.get('x-forwarded-for'), isTrustedProxy);
}
