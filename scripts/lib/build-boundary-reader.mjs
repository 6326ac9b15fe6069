// The boundary reader compiled for its child process (decision 083): src/modules/places/server/boundary-reader/entry.ts
// and the sources it imports bundled by esbuild into one plain JavaScript file, as the PDF worker is.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { compileServerEntry, ROOT } from './compile-server-entry.mjs';

const ENTRY = path.join(ROOT, 'src', 'modules', 'places', 'server', 'boundary-reader', 'entry.ts');
/** The compiled file's name in a build folder (src/modules/places/server/get-boundary-reader-file.ts looks for it there). */
export const BOUNDARY_READER_FILE = 'boundary-reader.mjs';

/** Compiles the boundary reader into `outFile`, written whole or not at all. */
export function buildBoundaryReader(outFile) {
  compileServerEntry(ENTRY, outFile);
}

// `node scripts/lib/build-boundary-reader.mjs <build folder>`: the reader alone, without `next build`.
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  buildBoundaryReader(path.resolve(ROOT, process.argv[2] ?? '.next', BOUNDARY_READER_FILE));
}
