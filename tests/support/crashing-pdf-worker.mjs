// A PDF worker (the compiled renderer, src/modules/bulletins/server/pdf-worker/entry.ts) that fails on
// purpose: handed a bulletin whose reference is CRASH it dies as a thread does on an error nothing
// catches; OOM, it fills its heap; any other it renders.
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const compiled = pathToFileURL(path.join(process.cwd(), process.env.ACAP_DIST_DIR ?? '.next', 'pdf-worker.mjs')).href;
const { default: renderJob } = await import(compiled);

export default function misbehave(job) {
  if (job.stamp.reference === 'CRASH') {
    queueMicrotask(() => {
      throw new Error('the worker crashed on purpose');
    });
    return new Promise(() => {});
  }
  if (job.stamp.reference === 'OOM') {
    const hoard = [];
    for (;;) hoard.push(Array.from({ length: 100_000 }, (_, i) => ({ i })));
  }
  return renderJob(job);
}
