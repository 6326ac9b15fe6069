import 'server-only';
import { subscribe } from 'node:diagnostics_channel';
import type { IncomingMessage } from 'node:http';

/** Set on every request from its socket; whatever a client sends under this name is overwritten. */
export const SOCKET_ADDRESS_HEADER = 'x-acap-socket-address';

const INSTALLED = Symbol.for('acap.socket-address-stamp');

/**
 * Route handlers only see a Web Request, which has no socket, and Next fills `X-Forwarded-For`
 * from the socket only when the client sent none, so a client chooses its own address. Node
 * announces each request on this channel before any handler runs; the peer's address is written
 * into a header of our own there, for getClientAddress to weigh against the trusted proxies.
 */
export function stampSocketAddress(): void {
  const holder = globalThis as { [INSTALLED]?: true };
  if (holder[INSTALLED]) return;
  holder[INSTALLED] = true;
  subscribe('http.server.request.start', (message) => {
    const { request } = message as { request: IncomingMessage };
    request.headers[SOCKET_ADDRESS_HEADER] = request.socket.remoteAddress ?? '';
  });
}
