import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildPdfWorker, PDF_WORKER_FILE } from '../../scripts/lib/build-pdf-worker.mjs';

/**
 * Compiles the renderer as `npm run build` does, once per run, into the project's ACAP_DIST_DIR (a
 * folder of the tests' own, vitest.config.mts), for the tests that start the PDF worker or render
 * through it: they run the very file a server starts, never the sources.
 */
export default function setup(project: TestProject) {
  const distDir = project.config.env.ACAP_DIST_DIR;
  if (!distDir) throw new Error('The PDF worker is compiled into the ACAP_DIST_DIR the project sets (vitest.config.mts).');
  buildPdfWorker(path.resolve(project.config.root, distDir, PDF_WORKER_FILE));
}
