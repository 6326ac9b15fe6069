import 'server-only';
import type { IncomingMessage } from 'node:http';

/** Set on every request from its socket; whatever a client sends under this name is overwritten. */
export const SOCKET_ADDRESS_HEADER = 'x-acap-socket-address';

/**
 * Route handlers only see a Web Request, which has no socket, and Next fills `X-Forwarded-For`
 * from the socket only when the client sent none, so a client would choose its own address. The
 * peer's address goes into a header of our own instead, for getClientAddress to weigh against the
 * trusted proxies.
 */
export function stampSocketAddress(request: IncomingMessage): void {
  request.headers[SOCKET_ADDRESS_HEADER] = request.socket.remoteAddress ?? '';
}
