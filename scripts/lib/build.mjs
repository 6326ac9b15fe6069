// Shared by `npm start` and `npm run bench`: build the portal when no build exists or the sources changed.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildBoundaryReader, BOUNDARY_READER_FILE } from './build-boundary-reader.mjs';
import { buildPdfWorker, PDF_WORKER_FILE } from './build-pdf-worker.mjs';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const NEXT_BIN = path.join(ROOT, 'node_modules', 'next', 'dist', 'bin', 'next');
const SOURCES = ['src', 'messages', 'public', 'drizzle', 'next.config.ts', 'package.json', 'postcss.config.mjs'];

function newestChange(entry) {
  const stat = fs.statSync(entry, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  return fs.readdirSync(entry).reduce((newest, name) => Math.max(newest, newestChange(path.join(entry, name))), stat.mtimeMs);
}

/** Why a build is needed, or null when the build in `distDir` is current. */
export function whyBuild(distDir) {
  const built = fs.statSync(path.join(ROOT, distDir, 'BUILD_ID'), { throwIfNoEntry: false });
  if (!built) return 'no build yet';
  // A build made before the renderer was compiled into it (decision 053).
  if (!fs.existsSync(path.join(ROOT, distDir, PDF_WORKER_FILE))) return 'the build has no compiled PDF worker';
  // A build made before uploads of boundaries were read in a process of their own (decision 083).
  if (!fs.existsSync(path.join(ROOT, distDir, BOUNDARY_READER_FILE))) return 'the build has no compiled boundary reader';
  const changed = Math.max(...SOURCES.map((source) => newestChange(path.join(ROOT, source))));
  return changed > built.mtimeMs ? 'the sources changed since the last build' : null;
}

export function buildIfNeeded(distDir) {
  const reason = whyBuild(distDir);
  if (!reason) return;
  console.log(`Building the portal (${reason})…`);
  if (build(distDir, 'inherit').status !== 0) process.exit(1);
}

/**
 * `next build` into `distDir`, then the bulletin renderer compiled for the PDF worker and the boundary
 * reader compiled for its child process into the same folder (`next build` empties it first).
 */
export function build(distDir, stdio = 'inherit') {
  const result = spawnSync(process.execPath, [NEXT_BIN, 'build'], {
    cwd: ROOT,
    stdio,
    encoding: 'utf8',
    env: { ...process.env, ACAP_DIST_DIR: distDir, NEXT_TELEMETRY_DISABLED: '1', NODE_ENV: 'production' },
  });
  if (result.status !== 0) return result;
  buildPdfWorker(path.join(ROOT, distDir, PDF_WORKER_FILE));
  buildBoundaryReader(path.join(ROOT, distDir, BOUNDARY_READER_FILE));
  return result;
}

/**
 * Node options of the portal server: a smaller young generation keeps the resident memory of a
 * busy server down (see docs/decisions/004-page-cache-and-memory.md). ACAP_NODE_OPTIONS replaces them.
 */
export const SERVER_NODE_OPTIONS = process.env.ACAP_NODE_OPTIONS ?? '--max-semi-space-size=8 --max-old-space-size=384';

/**
 * Environment of the portal server's process. Two malloc arenas instead of one per thread: the PDF
 * worker and libuv's threads otherwise each keep their own, about 60-90 MB more resident under load
 * with no measurable gain in speed (decision 042). The environment's own value wins.
 */
export function serverEnv() {
  return { MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX ?? '2' };
}

/** The server process's script: Next's request handler on a server that bounds slow and greedy clients. */
export const SERVER_SCRIPT = path.join(ROOT, 'scripts', 'serve.mjs');

/** The command line (after node and its options) that serves the build on `port`. */
export function serverArgs(port) {
  return [SERVER_SCRIPT, '--port', String(port)];
}
