#!/usr/bin/env node
// `npm start`: builds when no build exists (or the sources are newer), then serves with `next start`.
// Migrations, the region seed and the first superadmin happen inside the server at start-up
// (src/instrumentation.ts), so the process serving requests is the one holding the database.
import { spawn } from 'node:child_process';
import { buildIfNeeded, NEXT_BIN, ROOT, SERVER_NODE_OPTIONS } from './lib/build.mjs';

const distDir = process.env.ACAP_DIST_DIR ?? '.next';
buildIfNeeded(distDir);

const port = process.env.PORT ?? '3000';
const server = spawn(process.execPath, [...SERVER_NODE_OPTIONS.split(' ').filter(Boolean), NEXT_BIN, 'start', '--port', port], {
  cwd: ROOT,
  stdio: 'inherit',
  env: { ...process.env, ACAP_DIST_DIR: distDir, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
