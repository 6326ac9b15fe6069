import 'server-only';
import { resolveClientAddress } from '@/domain/site/resolve-client-address';
import { isTrustedProxy } from './check-trusted-proxy';
import { SOCKET_ADDRESS_HEADER } from './stamp-socket-address';

/** The client's address: the socket's peer, or what trusted proxies say they saw (see resolveClientAddress). */
export function getClientAddress(request: Request): string {
  return resolveClientAddress(request.headers.get(SOCKET_ADDRESS_HEADER), request.headers.get('x-forwarded-for'), isTrustedProxy);
}
