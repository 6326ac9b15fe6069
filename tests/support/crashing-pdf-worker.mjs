// A PDF worker (src/server/bulletins/pdf-worker/entry.mjs) that dies on purpose, as a thread does on an
// error nothing catches, when handed a bulletin whose reference is CRASH; it renders any other.
import { parentPort } from 'node:worker_threads';

await import('../../src/server/bulletins/pdf-worker/entry.mjs');
parentPort.on('message', (job) => {
  if (job.stamp.reference === 'CRASH') throw new Error('the worker crashed on purpose');
});
