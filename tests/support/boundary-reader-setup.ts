import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { BOUNDARY_READER_FILE, buildBoundaryReader } from '../../scripts/lib/build-boundary-reader.mjs';

/**
 * Compiles the boundary reader as `npm run build` does, once per run, into the project's ACAP_DIST_DIR
 * (beside the PDF worker), for the tests that upload boundaries: they run the very file a server starts.
 */
export default function setup(project: TestProject) {
  const distDir = project.config.env.ACAP_DIST_DIR;
  if (!distDir) throw new Error('The boundary reader is compiled into the ACAP_DIST_DIR the project sets (vitest.config.mts).');
  buildBoundaryReader(path.resolve(project.config.root, distDir, BOUNDARY_READER_FILE));
}
