import 'server-only';
import v8 from 'node:v8';
import { Worker, type WorkerOptions } from 'node:worker_threads';
import { getPdfWorkerFile } from './get-pdf-worker-file';
import type { RenderJob, RenderReply, RenderWorkerData } from './pdf-worker/serve-render-jobs';

/** What a job is sent with, and what it resolves to. */
export type RenderInput = Omit<RenderJob, 'id'>;
export type RenderOutput = { pdf: Buffer; pages: number; scale: number };

export interface PdfWorkerPool {
  /** Renders one bulletin on a worker thread; jobs start in the order they are handed in. */
  render(input: RenderInput): Promise<RenderOutput>;
  /** Ends the workers; jobs waiting or under way fail. A later job starts a worker again. */
  stop(): Promise<void>;
}

interface Pending {
  id: number;
  input: RenderInput;
  resolve: (output: RenderOutput) => void;
  reject: (error: Error) => void;
}

interface Slot {
  worker: Worker;
  job: Pending | null;
  /** What the thread threw before it stopped ('error' comes just before 'exit'). */
  crash?: Error;
}

/**
 * Starts a worker without writing `new Worker(…)`: Turbopack bundles the file a `new Worker(path)` in
 * server code names, and the entry is already compiled, by `npm run build`, into a file of its own.
 */
function startWorker(file: string, options: WorkerOptions): Worker {
  return Reflect.construct<[string, WorkerOptions], Worker>(Worker, [file, options]);
}

/**
 * A worker's heap (decision 044). `oldSpaceMb`: the ceiling V8 gives the worker's isolate when it is
 * made; the server runs with --max-old-space-size=384 (decision 004), and V8 lets a heap under 2 GB
 * grow only ~1.35× between full collections, so renders spent a quarter of their time collecting. V8
 * flags outrank a worker's resourceLimits, so the flag itself is set just before a worker starts (an
 * isolate reads it once, when it is made: the request thread keeps its own); 0 leaves it alone.
 * `semiSpaceMb`: the same for the young generation's semi-space (decision 048); 0 leaves it alone.
 * `growthMb`: how far the worker's heap may grow before it collects it between jobs.
 */
export interface WorkerHeap {
  oldSpaceMb: number;
  semiSpaceMb: number;
  growthMb: number;
}

const DEFAULT_HEAP: WorkerHeap = { oldSpaceMb: 0, semiSpaceMb: 0, growthMb: 160 };

/**
 * Up to `size` worker threads that render bulletin PDFs, each started on first need and kept for the
 * next job; jobs wait in one queue, first in first out. A worker that dies fails the job it had, and
 * the next job starts a new one.
 *
 * `entry` is the worker's script: by default the renderer's compiled entry (`getPdfWorkerFile`), or a
 * stand-in that tests start. A path known at run time only, so no bundler follows it.
 */
export function createPdfWorkerPool(size: number, entry = getPdfWorkerFile(), heap: WorkerHeap = DEFAULT_HEAP): PdfWorkerPool {
  const waiting: Pending[] = [];
  const slots = new Set<Slot>();
  let lastId = 0;
  let stopping = false;

  const settle = (job: Pending, reply: RenderReply) => {
    if ('error' in reply) {
      // The renderer's own error, rebuilt on this side with its name, message and the worker's stack.
      const error = new Error(reply.error.message);
      error.name = reply.error.name;
      if (reply.error.stack) error.stack = reply.error.stack;
      job.reject(error);
    } else {
      // A view on the bytes the worker handed over: no copy.
      job.resolve({ pdf: Buffer.from(reply.pdf), pages: reply.pages, scale: reply.scale });
    }
  };

  const open = (): Slot => {
    // None of the parent's Node options: a worker refuses heap limits (it shares the process's V8 flags
    // anyway), and a `--conditions=react-server` would load React's server build, which react-pdf
    // cannot render with. The entry is plain JavaScript: it needs no loader.
    if (heap.oldSpaceMb > 0) v8.setFlagsFromString(`--max-old-space-size=${heap.oldSpaceMb}`);
    if (heap.semiSpaceMb > 0) v8.setFlagsFromString(`--max-semi-space-size=${heap.semiSpaceMb}`);
    const worker = startWorker(entry, { execArgv: [], workerData: { pdfWorker: true, growthMb: heap.growthMb } satisfies RenderWorkerData });
    // An idle worker never keeps a process alive; one with a job does, until it answers (see `send`).
    worker.unref();
    const slot: Slot = { worker, job: null };
    worker.on('message', (reply: RenderReply) => {
      const job = slot.job;
      if (job?.id !== reply.id) return;
      slot.job = null;
      worker.unref();
      settle(job, reply);
      dispatch();
    });
    worker.on('error', (error) => (slot.crash = error));
    worker.on('exit', (code) => {
      slots.delete(slot);
      const job = slot.job;
      if (job) {
        const why = stopping ? 'the workers were stopped' : slot.crash ? slot.crash.message : `exit code ${code}`;
        job.reject(new Error(`The PDF worker stopped while rendering this bulletin (${why}); it was not rendered.`, { cause: slot.crash }));
      }
      dispatch();
    });
    slots.add(slot);
    return slot;
  };

  const send = (slot: Slot, job: Pending) => {
    slot.job = job;
    slot.worker.ref();
    try {
      slot.worker.postMessage({ id: job.id, ...job.input } satisfies RenderJob);
    } catch (error) {
      // Data that cannot be cloned (a function in the document) fails this job alone.
      slot.job = null;
      slot.worker.unref();
      job.reject(error instanceof Error ? error : new Error(String(error)));
    }
  };

  function dispatch(): void {
    while (waiting.length > 0 && !stopping) {
      let slot = [...slots].find((candidate) => candidate.job === null);
      if (!slot && slots.size < size) {
        try {
          slot = open();
        } catch (error) {
          // A thread that cannot even be created (a bad path, no memory left) fails the job it was for.
          waiting.shift()!.reject(error instanceof Error ? error : new Error(String(error)));
          continue;
        }
      }
      if (!slot) return;
      send(slot, waiting.shift()!);
    }
  }

  return {
    render(input) {
      return new Promise<RenderOutput>((resolve, reject) => {
        lastId += 1;
        waiting.push({ id: lastId, input, resolve, reject });
        dispatch();
      });
    },
    async stop() {
      stopping = true;
      for (const job of waiting.splice(0)) job.reject(new Error('The PDF workers were stopped before this bulletin was rendered.'));
      await Promise.all([...slots].map((slot) => slot.worker.terminate()));
      stopping = false;
      // A job handed in while the workers were ending starts a new one.
      dispatch();
    },
  };
}
