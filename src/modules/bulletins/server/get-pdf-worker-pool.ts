import 'server-only';
import { getEnv } from '@/platform/env/get-env';
import { processState } from '@/platform/process/process-state';
import { createPdfWorkerPool, type PdfWorkerPool } from './create-pdf-worker-pool';

/** The process's one pool of PDF worker threads, `ACAP_PDF_WORKERS` of them at most, serving every route. */
export function getPdfWorkerPool(): PdfWorkerPool {
  return processState<PdfWorkerPool>('pdf-worker-pool', () => createPdfWorkerPool({ size: getEnv().ACAP_PDF_WORKERS }));
}
