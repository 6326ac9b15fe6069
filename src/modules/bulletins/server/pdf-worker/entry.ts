import 'server-only';
import type { BulletinDocument } from '@/modules/bulletins/rules/bulletin-document';
import type { BulletinMap } from '@/modules/bulletins/rules/bulletin-map';
import type { BulletinLogo } from '../pdf/bulletin-pdf';
import { renderBulletinPdf, type BulletinStamp, type RenderedBulletin } from '../render-bulletin-pdf';

// The renderer's one compiled form (scripts/lib/build-pdf-worker.mjs bundles this file into the build
// folder as pdf-worker.mjs, the packages left to node_modules). The PDF worker pool (piscina) calls its
// default export on a worker thread; imported on the request thread (ACAP_PDF_WORKERS=0), it hands out
// the renderer.
export { renderBulletinPdf };

/** One bulletin to draw, as the pool hands it over (a structured clone keeps the stamp's dates as dates). */
export interface RenderJob {
  doc: BulletinDocument;
  map: BulletinMap | null;
  stamp: BulletinStamp;
  logos: readonly BulletinLogo[];
}

/**
 * What a job answers: the rendering, or what the renderer threw. The renderer's error is answered, not
 * thrown, so that the pool can tell it from a worker that died: piscina rejects both alike.
 */
export type RenderAnswer = { rendered: RenderedBulletin } | { failed: unknown };

export default function renderJob({ doc, map, stamp, logos }: RenderJob): Promise<RenderAnswer> {
  return renderBulletinPdf(doc, map, stamp, logos).then(
    (rendered) => ({ rendered }),
    (error: unknown) => ({ failed: error }),
  );
}
