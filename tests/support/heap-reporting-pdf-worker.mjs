// A stand-in PDF worker that renders nothing: it answers each job with its own heap ceiling in MB (as
// `pages`) and the growth it was started with (as `scale`), so a test can see what the pool gave it.
import v8 from 'node:v8';
import { parentPort, workerData } from 'node:worker_threads';

parentPort.on('message', (job) => {
  const pdf = new ArrayBuffer(0);
  parentPort.postMessage({ id: job.id, pdf, pages: Math.round(v8.getHeapStatistics().heap_size_limit / 1048576), scale: workerData.growthMb }, [pdf]);
});
