#!/usr/bin/env node
// `npm start`: builds when no build exists (or the sources are newer), then serves with `next start`.
// Migrations, the region seed and the first superadmin happen inside the server at start-up
// (src/instrumentation.ts), so the process serving requests is the one holding the database.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const distDir = process.env.ACAP_DIST_DIR ?? '.next';
const buildId = path.join(root, distDir, 'BUILD_ID');
const nextBin = path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next');
const SOURCES = ['src', 'messages', 'public', 'drizzle', 'next.config.ts', 'package.json', 'postcss.config.mjs'];

function newestChange(entry) {
  const stat = fs.statSync(entry, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  return fs.readdirSync(entry).reduce((newest, name) => Math.max(newest, newestChange(path.join(entry, name))), stat.mtimeMs);
}

function needsBuild() {
  const built = fs.statSync(buildId, { throwIfNoEntry: false });
  if (!built) return 'no build yet';
  const changed = Math.max(...SOURCES.map((source) => newestChange(path.join(root, source))));
  return changed > built.mtimeMs ? 'the sources changed since the last build' : null;
}

const reason = needsBuild();
if (reason) {
  console.log(`Building the portal (${reason})…`);
  const build = spawnSync(process.execPath, [nextBin, 'build'], { cwd: root, stdio: 'inherit', env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const port = process.env.PORT ?? '3000';
const server = spawn(process.execPath, [nextBin, 'start', '--port', port], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
