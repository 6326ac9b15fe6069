#!/usr/bin/env node
// The portal's server process (what `npm start` supervises): Next's own request handler on a
// node:http server of ours, which only listens, bounds how long and how many connections a client
// may hold, and tells the app the socket's address. Start-up, routing, caching and rendering are
// Next's. See docs/decisions/054-standard-serving.md.
//   node scripts/serve.mjs --port 3000
import http from 'node:http';
import { BlockList, isIP } from 'node:net';
import { parseArgs } from 'node:util';
import next from 'next';
import { ROOT } from './lib/build.mjs';
import { withoutRouterParameter } from './lib/router-parameter.mjs';

const { values } = parseArgs({ options: { port: { type: 'string', short: 'p' }, hostname: { type: 'string', short: 'H' } } });
const port = Number(values.port ?? process.env.PORT ?? 3000);
const hostname = values.hostname;

// Route handlers see a Web Request, which has no socket: the peer's address goes into a header of our
// own, overwriting whatever a client sent under that name (src/platform/request/get-client-address.ts).
const SOCKET_ADDRESS_HEADER = 'x-acap-socket-address';
// Connections one client address may hold at once. A browser opens six; a carrier's NAT puts many
// phones behind one address, hence the margin. Trusted proxies (nginx, a balancer) are not capped.
const PER_CLIENT = Number(process.env.ACAP_CONNECTIONS_PER_CLIENT || 64);

// Searches are rendered per request (every other public page comes from the page cache), so a crowd
// of them would hold the one thread that serves everyone: at most SEARCH_RUNNING at once, the next
// SEARCH_WAITING in line, and beyond that 503 with Retry-After (a concurrency limit).
const SEARCH = /^\/(?:tl\/)?search\/?(?:\?|$)|^\/api\/v1\/places\/?\?/;
const SEARCH_RUNNING = 2;
const SEARCH_WAITING = 64;
let searching = 0;
const searchLine = [];

function searchInTurn(request, response) {
  if (response.destroyed) return; // gone while waiting in line
  if (searching >= SEARCH_RUNNING) {
    if (searchLine.length >= SEARCH_WAITING) {
      response.writeHead(503, { 'content-type': 'text/plain; charset=utf-8', 'retry-after': '5', 'cache-control': 'no-store' });
      response.end('Many people are searching right now. Try again in a few seconds.');
      return;
    }
    searchLine.push([request, response]);
    return;
  }
  searching += 1;
  response.once('close', () => {
    searching -= 1;
    while (searchLine.length > 0 && searching < SEARCH_RUNNING) searchInTurn(...searchLine.shift());
  });
  void handle(request, response);
}

const trusted = new BlockList();
for (const entry of (process.env.ACAP_TRUSTED_PROXIES ?? '')
  .split(',')
  .map((part) => part.trim())
  .filter(Boolean)) {
  const [address, bits] = entry.split('/');
  const family = isIP(address) === 6 ? 'ipv6' : 'ipv4';
  if (bits === undefined) trusted.addAddress(address, family);
  else trusted.addSubnet(address, Number(bits), family);
}
const isTrusted = (address) => trusted.check(address, 'ipv4') || trusted.check(address, 'ipv6');

const app = next({ dev: false, dir: ROOT, port, hostname: hostname ?? 'localhost' });
const handle = app.getRequestHandler();

// What a proxy says of the original request's address (its host, scheme and port) is believed only from
// a trusted proxy: from anyone else it is dropped before Next sees it, so no page, redirect or origin
// check is built from a host the client made up (decision 089).
const FORWARDED_HEADERS = ['x-forwarded-host', 'x-forwarded-proto', 'x-forwarded-port', 'forwarded'];

// Timed-out connections are looked for every 2 s (Node's default is 30 s).
const server = http.createServer({ connectionsCheckingInterval: 2_000 }, (request, response) => {
  const peer = request.socket.remoteAddress ?? '';
  request.headers[SOCKET_ADDRESS_HEADER] = peer;
  if (!isTrusted(peer)) for (const name of FORWARDED_HEADERS) delete request.headers[name];
  // The framework's `_rsc` only on its client router's fetches (lib/router-parameter.mjs).
  request.url = withoutRouterParameter(request.url ?? '/', request.headers.rsc === '1');
  if (SEARCH.test(request.url)) searchInTurn(request, response);
  else void handle(request, response);
});
// A slow or silent client loses its socket: the headers within 10 s, the whole request within
// 2 minutes (a staff upload on a slow line), an idle kept-alive connection after 5 s.
server.headersTimeout = 10_000;
server.requestTimeout = 120_000;
server.keepAliveTimeout = 5_000;

const open = new Map();
server.on('connection', (socket) => {
  const address = socket.remoteAddress ?? '';
  if (!isTrusted(address)) {
    const count = (open.get(address) ?? 0) + 1;
    if (count > PER_CLIENT) {
      socket.destroy();
      return;
    }
    open.set(address, count);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left > 0) open.set(address, left);
      else open.delete(address);
    });
  }
});

// Start-up (the data folder lock, migrations, the seed) runs in prepare() (src/instrumentation.ts):
// a second process on the same data folder stops there with its message, before it listens.
try {
  await app.prepare();
} catch (error) {
  console.error(error);
  process.exit(1);
}
server.listen(port, hostname, () => console.log(`ACAP serving on http://${hostname ?? 'localhost'}:${port}`));
