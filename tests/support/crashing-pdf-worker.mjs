// A PDF worker (the compiled renderer, src/modules/bulletins/server/pdf-worker/entry.ts) that dies on purpose, as
// a thread does on an error nothing catches, when handed a bulletin whose reference is CRASH; it renders
// any other.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parentPort } from 'node:worker_threads';

await import(pathToFileURL(path.join(process.cwd(), process.env.ACAP_DIST_DIR ?? '.next', 'pdf-worker.mjs')).href);
parentPort.on('message', (job) => {
  if (job.stamp.reference === 'CRASH') throw new Error('the worker crashed on purpose');
});
