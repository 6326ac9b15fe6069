#!/usr/bin/env node
// The portal's server process (what `npm start` supervises): Next's request handler behind the front
// cache (front/front-cache.cjs), on a node:http server of our own, so a cached public page or JSON
// read is answered from memory before Next's router runs. Everything else is Next's, unchanged:
// start-up (src/instrumentation.ts), routing, headers, rendering. Decision 039.
//   node scripts/serve.mjs --port 3000
import fs from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ROOT } from './lib/build.mjs';

const require = createRequire(import.meta.url);
const { values } = parseArgs({ options: { port: { type: 'string', short: 'p' }, hostname: { type: 'string', short: 'H' } } });
const port = Number(values.port ?? process.env.PORT ?? 3000);
const hostname = values.hostname;

// Loaded before Next, which loads the same module: its PostgreSQL polling of the shared cache tags
// must run even on an instance whose first requests are all answered here.
require('../cache-handler.cjs');
takeBuiltConfig();
const { createFrontCache } = require('../front/front-cache.cjs');
const next = require('next');
const pino = require('pino');

const level = process.env.LOG_LEVEL ?? 'info';
const log = pino({ level, base: { service: 'acap', pid: process.pid, hostname: os.hostname() } }, pino.destination({ dest: 1, sync: true }));

const app = next({ dev: false, dir: ROOT, port, hostname: hostname ?? 'localhost' });
const front = createFrontCache(app.getRequestHandler(), {
  bench: process.env.ACAP_BENCH === '1',
  // The same line an API request served by Next writes (src/server/log/with-request-log.ts).
  logLine: log.isLevelEnabled('info') ? (fields) => log.info(fields, 'request') : undefined,
});
globalThis[Symbol.for('acap.frontCache')] = front;

const server = http.createServer((req, res) => {
  Promise.resolve(front.handle(req, res)).catch((error) => {
    log.error({ err: error, path: (req.url ?? '').split('?')[0] }, 'the request failed before an answer');
    if (!res.headersSent) {
      res.statusCode = 500;
      res.end('Internal Server Error');
    } else res.destroy();
  });
});
// The same keep-alive as `next start`'s default, so load balancers' connections are reused.
server.keepAliveTimeout = 5000;

// Start-up (the data folder lock, migrations, the seed) runs in prepare(): a second process on the
// same data folder stops there with its message, before it listens.
try {
  await app.prepare();
} catch (error) {
  console.error(error);
  process.exit(1);
}
server.listen(port, hostname, () => console.log(`ACAP serving on http://${hostname ?? 'localhost'}:${port}`));

/**
 * Serves with the configuration the build resolved and wrote beside itself, as Next's standalone
 * server does, instead of loading next.config.ts again: that would load SWC to compile it and the
 * next-intl plugin (its own SWC, a file watcher), about 48 MB of native code resident for a server
 * that needs neither (decision 046). Headers and rewrites come from the build's routes manifest
 * either way. Without a build, Next loads the file and says what is missing.
 */
function takeBuiltConfig() {
  const built = path.join(ROOT, process.env.ACAP_DIST_DIR ?? '.next', 'required-server-files.json');
  if (!fs.existsSync(built)) return;
  process.env.__NEXT_PRIVATE_STANDALONE_CONFIG ??= JSON.stringify(JSON.parse(fs.readFileSync(built, 'utf8')).config);
}
