// The bulletin renderer compiled for the PDF worker (decision 053): src/modules/bulletins/server/pdf-worker/entry.ts
// and the sources it imports bundled by esbuild into one plain JavaScript file, which the server's pool
// starts as a worker thread. The packages are not bundled: Node loads them from node_modules, as the
// server loads its own external packages.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const ENTRY = path.join(ROOT, 'src', 'modules', 'bulletins', 'server', 'pdf-worker', 'entry.ts');
/** The compiled file's name in a build folder (src/modules/bulletins/server/get-pdf-worker-file.ts looks for it there). */
export const PDF_WORKER_FILE = 'pdf-worker.mjs';

/** Compiles the renderer into `outFile`, written whole or not at all. */
export function buildPdfWorker(outFile) {
  // A devDependency, loaded only to build: serving a build never needs it.
  const esbuild = createRequire(import.meta.url)('esbuild');
  const result = esbuild.buildSync({
    absWorkingDir: ROOT,
    entryPoints: [ENTRY],
    outfile: outFile,
    bundle: true,
    packages: 'external',
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // Next resolves `server-only` under React's server condition to this empty module; so does the worker.
    alias: { 'server-only': './node_modules/server-only/empty.js' },
    tsconfig: path.join(ROOT, 'tsconfig.json'),
    legalComments: 'none',
    logLevel: 'warning',
    write: false,
  });
  fs.mkdirSync(path.dirname(outFile), { recursive: true });
  // A file a worker may be starting from this moment is replaced, never seen half-written.
  const partial = `${outFile}.${process.pid}.partial`;
  fs.writeFileSync(partial, result.outputFiles[0].contents);
  fs.renameSync(partial, outFile);
}

// `node scripts/lib/build-pdf-worker.mjs <build folder>`: the renderer alone, without `next build`.
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  buildPdfWorker(path.resolve(ROOT, process.argv[2] ?? '.next', PDF_WORKER_FILE));
}
