import 'server-only';
import { getEnv } from '@/platform/env/get-env';
import { processState } from '@/platform/process/process-state';
import { createPdfWorkerPool, type PdfWorkerPool } from './create-pdf-worker-pool';

/**
 * The process's one pool of PDF worker threads, `ACAP_PDF_WORKERS` of them at most (none started
 * until a bulletin is rendered), serving every route.
 */
export function getPdfWorkerPool(): PdfWorkerPool {
  return processState<PdfWorkerPool>('pdf-worker-pool', () => {
    const env = getEnv();
    return createPdfWorkerPool(env.ACAP_PDF_WORKERS, undefined, {
      oldSpaceMb: env.ACAP_PDF_WORKER_OLD_SPACE_MB,
      semiSpaceMb: env.ACAP_PDF_WORKER_SEMI_SPACE_MB,
      growthMb: env.ACAP_PDF_WORKER_GROWTH_MB,
    });
  });
}
