import 'server-only';
import { workerData } from 'node:worker_threads';
import { serveRenderJobs, type RenderWorkerData } from './serve-render-jobs';

// The renderer's one compiled form (scripts/lib/build-pdf-worker.mjs bundles this file into the build
// folder as pdf-worker.mjs, the packages left to node_modules). Started by the PDF worker pool, it serves
// render jobs; imported on the request thread (ACAP_PDF_WORKERS=0), it hands out the renderer.
export { renderBulletinPdf } from '../render-bulletin-pdf';

const data = workerData as Partial<RenderWorkerData> | null;
if (data?.pdfWorker) serveRenderJobs(data as RenderWorkerData);
