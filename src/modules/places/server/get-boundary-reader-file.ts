import 'server-only';
import fs from 'node:fs';
import path from 'node:path';

// The name scripts/lib/build-boundary-reader.mjs gives the compiled reader in the build folder.
const COMPILED = 'boundary-reader.mjs';

/**
 * The boundary reader's compiled entry (`boundary-reader/entry.ts` bundled by `npm run build`), in the
 * build folder the server was started with (ACAP_DIST_DIR), found as the PDF worker's is. A build made
 * before the reader was compiled has none: said plainly rather than as a child that fails to start.
 */
export function getBoundaryReaderFile(): string {
  const file = path.join(process.cwd(), process.env.ACAP_DIST_DIR ?? '.next', COMPILED);
  if (!fs.existsSync(file)) throw new Error(`The boundary reader is not built (no ${file}): run npm run build.`);
  return file;
}
