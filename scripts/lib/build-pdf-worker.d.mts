// Types of build-pdf-worker.mjs for the tests that compile the renderer as the build does.
export const PDF_WORKER_FILE: string;
export function buildPdfWorker(outFile: string): void;
