// The bulletin renderer compiled for the PDF worker (decision 053): src/modules/bulletins/server/pdf-worker/entry.ts
// and the sources it imports bundled by esbuild into one plain JavaScript file, which the server's pool
// starts as a worker thread.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { compileServerEntry, ROOT } from './compile-server-entry.mjs';

const ENTRY = path.join(ROOT, 'src', 'modules', 'bulletins', 'server', 'pdf-worker', 'entry.ts');
/** The compiled file's name in a build folder (src/modules/bulletins/server/get-pdf-worker-file.ts looks for it there). */
export const PDF_WORKER_FILE = 'pdf-worker.mjs';

/** Compiles the renderer into `outFile`, written whole or not at all. */
export function buildPdfWorker(outFile) {
  compileServerEntry(ENTRY, outFile);
}

// `node scripts/lib/build-pdf-worker.mjs <build folder>`: the renderer alone, without `next build`.
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  buildPdfWorker(path.resolve(ROOT, process.argv[2] ?? '.next', PDF_WORKER_FILE));
}
