import 'server-only';
import { Piscina } from 'piscina';
import { logger } from '@/platform/log/logger';
import { getPdfWorkerFile } from './get-pdf-worker-file';
import type { RenderAnswer, RenderJob } from './pdf-worker/entry';
import type { RenderedBulletin } from './render-bulletin-pdf';

export interface PdfWorkerPool {
  /** Renders one bulletin on a worker thread; jobs start in the order they are handed in. */
  render(job: RenderJob): Promise<RenderedBulletin>;
  /** Ends the workers; jobs waiting or under way fail. A later job starts a worker again. */
  stop(): Promise<void>;
}

/**
 * A worker's old-space ceiling, the server's own (`--max-old-space-size=384`, decision 004). Where the
 * process sets that flag V8 gives every thread the flag's value instead; where it does not (`npm run
 * dev`, the tests), this keeps a worker from growing past what it gets in production.
 */
export const PDF_WORKER_HEAP_MB = 384;

export interface PdfWorkerPoolOptions {
  /** Threads at most (`ACAP_PDF_WORKERS`); with 0 the pool never renders, and is only stopped. */
  size: number;
  /** The worker's module: by default the compiled renderer, looked up at each job; a stand-in in tests. */
  entry?: () => string;
  heapMb?: number;
}

/**
 * Up to `size` worker threads (piscina, decision 078) that render bulletin PDFs and are kept for the
 * next job; jobs wait in one queue, first in first out. A worker that dies (an error nothing caught, its
 * heap full) fails the job it had with a message saying so, and piscina starts another.
 */
export function createPdfWorkerPool({ size, entry = getPdfWorkerFile, heapMb = PDF_WORKER_HEAP_MB }: PdfWorkerPoolOptions): PdfWorkerPool {
  const pool = new Piscina<RenderJob, RenderAnswer>({
    // One thread kept from the first job on, so that a job queued behind a worker that died gets a new
    // one; the others are started when jobs wait, and kept.
    minThreads: Math.min(size, 1),
    maxThreads: Math.max(size, 1),
    idleTimeout: Infinity,
    // First in, first out: by default a job that finds every worker busy goes back to the queue's end.
    stricterFIFO: true,
    // None of the server's Node options: a `--conditions=react-server` would load React's server
    // build, which react-pdf cannot render with. The entry is plain JavaScript: it needs no loader.
    execArgv: [],
    resourceLimits: { maxOldGenerationSizeMb: heapMb },
  });
  // A worker that fails with no job on it; unheard, the event would end the process.
  pool.on('error', (error: unknown) => logger.error({ err: error }, 'a PDF worker failed between jobs'));
  // How many times the pool was stopped: a job that fails after a stop it saw begin failed because of it.
  let stops = 0;

  return {
    async render(job) {
      const stopsBefore = stops;
      // The module is named with each job, not when a thread starts: one that cannot load fails this job.
      const answer = await pool.run(job, { filename: entry() }).catch((error: unknown) => {
        if (stops !== stopsBefore) throw new Error('The PDF workers were stopped before this bulletin was rendered.', { cause: error });
        const why = error instanceof Error ? error.message : String(error);
        throw new Error(`The PDF worker stopped while rendering this bulletin (${why}); it was not rendered.`, { cause: error });
      });
      if ('failed' in answer) throw answer.failed;
      // The bytes arrive as a Uint8Array (a structured clone of the worker's Buffer): a Buffer on them, no copy.
      const { pdf, pages, scale } = answer.rendered;
      return { pdf: Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength), pages, scale };
    },
    async stop() {
      stops += 1;
      await pool.destroy();
    },
  };
}
