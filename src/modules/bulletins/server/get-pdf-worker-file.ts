import 'server-only';
import fs from 'node:fs';
import path from 'node:path';

// The name scripts/lib/build-pdf-worker.mjs gives the compiled renderer in the build folder.
const COMPILED = 'pdf-worker.mjs';

/**
 * The renderer's compiled entry (`pdf-worker/entry.ts` bundled by `npm run build`): `pdf-worker.mjs` in
 * the build folder the server was started with (ACAP_DIST_DIR, set by scripts/start.mjs, read as
 * check-health reads it), found from the working directory, which is always the project root. A build
 * made before the worker was compiled has none: said plainly rather than as a failed import.
 */
export function getPdfWorkerFile(): string {
  const file = path.join(process.cwd(), process.env.ACAP_DIST_DIR ?? '.next', COMPILED);
  if (!fs.existsSync(file)) throw new Error(`The bulletin renderer is not built (no ${file}): run npm run build.`);
  return file;
}
