import 'server-only';
import { subscribe } from 'node:diagnostics_channel';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { dropCachedPageQuery } from './drop-cached-page-query';
import { lightenRenderedPage } from './lighten-rendered-page';
import { stampSocketAddress } from './stamp-socket-address';

const INSTALLED = Symbol.for('acap.request-hooks');

/**
 * Node announces each request on this channel before any listener (Next's router) sees it: the
 * one place to act on the raw request, as a proxy in front would, without a custom server.
 */
export function installRequestHooks(): void {
  const holder = globalThis as { [INSTALLED]?: true };
  if (holder[INSTALLED]) return;
  holder[INSTALLED] = true;
  subscribe('http.server.request.start', (message) => {
    const { request, response } = message as { request: IncomingMessage; response: ServerResponse };
    stampSocketAddress(request);
    dropCachedPageQuery(request);
    lightenRenderedPage(request, response);
  });
}
