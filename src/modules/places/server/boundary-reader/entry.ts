import 'server-only';
import { AppError, type AppErrorCode } from '@/platform/errors/app-error';
import type { UploadedFile } from '@/platform/spreadsheets/load-workbook';
import { shapeBoundaries, type BoundaryPlaces, type ShapedBoundaries } from '../shape-boundaries';

// The boundary reader's compiled form (scripts/lib/build-boundary-reader.mjs bundles this file into the
// build folder as boundary-reader.mjs, the packages left to node_modules). `createBoundaryReader` starts
// it as a child process with a heap ceiling of its own, hands it one upload over IPC and reads one answer.

/** One upload to read, as the parent sends it (advanced serialization: the bytes arrive as a Uint8Array). */
export interface ReadJob {
  files: { name: string; bytes: Uint8Array }[];
  region: BoundaryPlaces;
}

/** What the reader answers: the shapes, the refusal the reading threw (an AppError), or another failure's message. */
export type ReadAnswer =
  { shaped: ShapedBoundaries } | { refused: { code: AppErrorCode; message: string; details?: Record<string, unknown> } } | { failed: string };

export function answerJob({ files, region }: ReadJob): ReadAnswer {
  const uploaded: UploadedFile[] = files.map(({ name, bytes }) => ({ name, bytes: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) }));
  try {
    return { shaped: shapeBoundaries(uploaded, region) };
  } catch (error) {
    if (error instanceof AppError) return { refused: { code: error.code, message: error.message, details: error.details } };
    return { failed: error instanceof Error ? error.message : String(error) };
  }
}

// Started by fork(): one job, one answer, then the channel closes and the process ends by itself (also
// when the server went away meanwhile: the answer then has nowhere to go).
if (process.send) {
  process.once('message', (job: ReadJob) => {
    process.send!(answerJob(job), () => {
      if (process.connected) process.disconnect();
    });
  });
}
