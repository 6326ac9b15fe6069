import 'server-only';
import { getEnv } from '@/server/env/get-env';
import { createPdfWorkerPool, type PdfWorkerPool } from './create-pdf-worker-pool';

const POOL = Symbol.for('acap.pdf-worker-pool');

/**
 * The process's one pool of PDF worker threads, `ACAP_PDF_WORKERS` of them at most (none started
 * until a bulletin is rendered). Kept on `globalThis`: Next bundles each route separately, and one
 * pool must serve them all.
 */
export function getPdfWorkerPool(): PdfWorkerPool {
  const holder = globalThis as { [POOL]?: PdfWorkerPool };
  const env = getEnv();
  holder[POOL] ??= createPdfWorkerPool(env.ACAP_PDF_WORKERS, undefined, {
    oldSpaceMb: env.ACAP_PDF_WORKER_OLD_SPACE_MB,
    semiSpaceMb: env.ACAP_PDF_WORKER_SEMI_SPACE_MB,
    growthMb: env.ACAP_PDF_WORKER_GROWTH_MB,
  });
  return holder[POOL];
}
