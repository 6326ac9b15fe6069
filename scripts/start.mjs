#!/usr/bin/env node
// `npm start`: builds when no build exists (or the sources are newer), then serves it (scripts/serve.mjs: Next's request handler)
// and keeps it serving: if the server crashes or is killed it is started again (scripts/lib/supervise.mjs).
// Migrations, the region seed and the first superadmin happen inside the server at start-up
// (src/instrumentation.ts), so the process serving requests is the one holding the database.
import path from 'node:path';
import { buildIfNeeded, ROOT, SERVER_NODE_OPTIONS, serverArgs, serverEnv } from './lib/build.mjs';
import { nodeSupportWarning } from './lib/node-support.mjs';
import { logLine, supervise } from './lib/supervise.mjs';

// On a Node older than the supported lines (the Node 20 these machines ship) the portal still runs,
// with one warning line first (decision 072).
const nodeWarning = nodeSupportWarning(process.versions.node);
if (nodeWarning) logLine(40, nodeWarning, { nodeVersion: process.version });

const distDir = process.env.ACAP_DIST_DIR ?? '.next';
// ACAP_SKIP_BUILD=1 serves the build that is there: a build shipped by a release (whose files may
// look older than the sources), or one another process is using, as the tests do.
if (process.env.ACAP_SKIP_BUILD !== '1') buildIfNeeded(distDir);

const port = process.env.PORT ?? '3000';
// Where the server locks the embedded database (src/platform/db/acquire-data-lock.ts); none on PostgreSQL.
const lockFile = process.env.DATABASE_URL?.trim() ? null : path.resolve(ROOT, process.env.ACAP_DATA_DIR?.trim() || '.data', 'acap.lock');

const supervisor = supervise({
  command: process.execPath,
  args: [...SERVER_NODE_OPTIONS.split(' ').filter(Boolean), ...serverArgs(port)],
  options: {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, ...serverEnv(), ACAP_DIST_DIR: distDir, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' },
  },
  lockFile,
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => supervisor.stop(signal));
supervisor.done.then((code) => process.exit(code));
