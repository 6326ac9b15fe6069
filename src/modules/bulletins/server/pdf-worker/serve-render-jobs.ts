import 'server-only';
import v8 from 'node:v8';
import vm from 'node:vm';
import { parentPort } from 'node:worker_threads';
import type { BulletinDocument } from '@/modules/bulletins/rules/bulletin-document';
import type { BulletinMap } from '@/modules/bulletins/rules/bulletin-map';
import type { BulletinLogo } from '../pdf/bulletin-pdf';
import { renderBulletinPdf, type BulletinStamp } from '../render-bulletin-pdf';

/** One bulletin to draw, as the pool posts it (structured clone keeps the stamp's dates as dates). */
export interface RenderJob {
  id: number;
  doc: BulletinDocument;
  map: BulletinMap | null;
  stamp: BulletinStamp;
  logos: readonly BulletinLogo[];
}

/** The answer to one job: the PDF's bytes (moved, not copied) or what the renderer threw. */
export type RenderReply =
  { id: number; pdf: ArrayBuffer; pages: number; scale: number } | { id: number; error: { name: string; message: string; stack?: string } };

/** A Buffer's own bytes as an ArrayBuffer that may be moved to another thread. */
function ownBytes(pdf: Buffer): ArrayBuffer {
  // A small Buffer can be a view on Node's shared allocation pool: moving that would pull the pool from
  // under every other Buffer of this thread. Such bytes are copied; a PDF's own allocation is moved as is.
  const whole = pdf.byteOffset === 0 && pdf.byteLength === pdf.buffer.byteLength && pdf.buffer instanceof ArrayBuffer;
  return whole ? pdf.buffer : new Uint8Array(pdf).buffer;
}

/** What the pool starts a worker with. */
export interface RenderWorkerData {
  /** Marks a thread the pool started: the compiled entry serves jobs there, and nowhere else. */
  pdfWorker: true;
  /**
   * This thread's heap has a high ceiling (create-pdf-worker-pool.ts), so V8 lets it grow about 4× its
   * live data between full collections instead of collecting during most renders. It is collected here
   * instead, between jobs, once it has grown this many MB since the last collection: renders are not
   * interrupted for it, and the thread's memory stays within its live data plus this (decision 044).
   */
  growthMb: number;
}

/** V8's full collection of this thread's heap (the `gc` of --expose-gc, switched on only while it is fetched). */
function fullCollection(): () => void {
  v8.setFlagsFromString('--expose-gc');
  try {
    return vm.runInNewContext('gc') as () => void;
  } finally {
    v8.setFlagsFromString('--no-expose-gc');
  }
}

/**
 * The worker thread's side of the PDF pool (the compiled `./entry.ts` calls it): renders each job it is
 * sent with `renderBulletinPdf` and posts the result back. The pool sends one job at a time, so jobs run
 * in the order sent. The compiled entry loads the renderer and its packages before this is called, so
 * a new worker pays that cost before its first job arrives rather than during it.
 */
export function serveRenderJobs({ growthMb }: RenderWorkerData): void {
  const port = parentPort;
  if (!port) throw new Error('serveRenderJobs runs in a worker thread, started by the PDF worker pool');
  const collect = fullCollection();
  const heapUsed = () => v8.getHeapStatistics().used_heap_size;
  let live = heapUsed();
  const collectIfLarge = () => {
    if (heapUsed() - live < growthMb * 1024 * 1024) return;
    collect();
    live = heapUsed();
  };
  port.on('message', (job: RenderJob) => {
    renderBulletinPdf(job.doc, job.map, job.stamp, job.logos).then(
      (rendered) => {
        const pdf = ownBytes(rendered.pdf);
        const reply: RenderReply = { id: job.id, pdf, pages: rendered.pages, scale: rendered.scale };
        port.postMessage(reply, [pdf]);
        collectIfLarge();
      },
      (error: unknown) => {
        const thrown = error instanceof Error ? error : new Error(String(error));
        const reply: RenderReply = { id: job.id, error: { name: thrown.name, message: thrown.message, stack: thrown.stack } };
        port.postMessage(reply);
        collectIfLarge();
      },
    );
  });
}
