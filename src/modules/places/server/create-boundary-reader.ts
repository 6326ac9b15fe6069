import 'server-only';
import { fork } from 'node:child_process';
import { AppError } from '@/platform/errors/app-error';
import { logger } from '@/platform/log/logger';
import type { ReadAnswer, ReadJob } from './boundary-reader/entry';
import { getBoundaryReaderFile } from './get-boundary-reader-file';
import type { ShapeBoundaries } from './shape-boundaries';

/**
 * The old-space ceiling of the process that reads an upload (decision 083). The largest uploads the
 * point caps let through (500,000 points: 10 MB of one region-wide file, or 20 MB of 50,000 small
 * features with their properties) were measured to need under 96 and under 160 MB; a file past the
 * ceiling fails that process alone, and is refused. The child then stays under some 270 MB resident,
 * which the service's memory limit (docs/deployment.md) holds beside a busy server.
 */
export const BOUNDARY_READER_HEAP_MB = 192;
/** Reading the largest upload the caps allow takes some 3 to 8 s on one core; much longer is a file to simplify first. */
export const BOUNDARY_READER_SECONDS = 120;

export interface BoundaryReaderOptions {
  heapMb?: number;
  seconds?: number;
  /** The reader's module: by default the compiled one, looked up at each upload. */
  entry?: () => string;
}

// V8's last words when a heap is full (printed before it aborts the process).
const OUT_OF_MEMORY = /heap out of memory|Reached heap limit/;
const STDERR_KEPT = 4096;

/**
 * `shapeBoundaries` in a child process of its own, one upload at a time: a thread of the server would
 * share the server's heap ceiling (`--max-old-space-size` outranks a worker's `resourceLimits`), and on
 * the server's own thread a large file once filled its heap and stalled every request for seconds.
 * The child gets the files and the region's places over IPC and answers once; whatever it cannot
 * read within its heap or its time is refused with that limit named, before anything is stored.
 */
export function createBoundaryReader({
  heapMb = BOUNDARY_READER_HEAP_MB,
  seconds = BOUNDARY_READER_SECONDS,
  entry = getBoundaryReaderFile,
}: BoundaryReaderOptions = {}): ShapeBoundaries {
  let previous: Promise<unknown> = Promise.resolve();

  const readApart = (job: ReadJob) =>
    new Promise<ReadAnswer>((resolve, reject) => {
      const child = fork(entry(), [], {
        // Not the server's own Node options (its heap ceiling among them), nor its environment: the reader needs neither.
        execArgv: [`--max-old-space-size=${heapMb}`, '--max-semi-space-size=8'],
        env: { NODE_ENV: process.env.NODE_ENV },
        serialization: 'advanced',
        stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
      });
      let answer: ReadAnswer | undefined;
      let stderr = '';
      let timedOut = false;
      const timer = setTimeout(() => {
        timedOut = true;
        child.kill('SIGKILL');
      }, seconds * 1000);
      child.stderr?.setEncoding('utf8');
      child.stderr?.on('data', (text: string) => (stderr = (stderr + text).slice(-STDERR_KEPT)));
      child.once('message', (message) => (answer = message as ReadAnswer));
      child.once('error', reject);
      child.once('close', (code, signal) => {
        clearTimeout(timer);
        if (answer) return resolve(answer);
        const names = job.files.map((file) => file.name).join(', ');
        if (OUT_OF_MEMORY.test(stderr)) {
          return reject(
            new AppError(
              'PAYLOAD_TOO_LARGE',
              `${names}: reading the upload needs more than ${heapMb} MB of memory, the limit for boundary files, and it was refused; nothing was stored. Simplify the files first, or upload fewer at a time.`,
            ),
          );
        }
        if (timedOut) {
          return reject(
            new AppError(
              'PAYLOAD_TOO_LARGE',
              `${names}: reading the upload took longer than ${seconds} s, the limit for boundary files, and it was refused; nothing was stored. Simplify the files first.`,
            ),
          );
        }
        logger.error({ code, signal, stderr }, 'the boundary reader stopped without answering');
        reject(new Error(`The boundary reader stopped (${signal ?? `exit code ${code}`}) before it answered; nothing was stored.`));
      });
      child.send(job);
    });

  return (files, region) => {
    const run = previous.then(async () => {
      const answer = await readApart({ files: files.map(({ name, bytes }) => ({ name, bytes })), region });
      if ('shaped' in answer) return answer.shaped;
      if ('refused' in answer) throw new AppError(answer.refused.code, answer.refused.message, { details: answer.refused.details });
      throw new Error(`The boundary reader failed: ${answer.failed}`);
    });
    // The next upload waits for this one, whatever its outcome.
    previous = run.catch(() => undefined);
    return run;
  };
}
