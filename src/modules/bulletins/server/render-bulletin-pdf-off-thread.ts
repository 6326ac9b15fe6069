import 'server-only';
import { pathToFileURL } from 'node:url';
import type { BulletinDocument } from '@/modules/bulletins/rules/bulletin-document';
import type { BulletinMap } from '@/modules/bulletins/rules/bulletin-map';
import { getEnv } from '@/platform/env/get-env';
import { getPdfWorkerFile } from './get-pdf-worker-file';
import { getPdfWorkerPool } from './get-pdf-worker-pool';
import type { BulletinLogo } from './pdf/bulletin-pdf';
import type { BulletinStamp, RenderedBulletin, renderBulletinPdf } from './render-bulletin-pdf';

/**
 * `renderBulletinPdf` on a worker thread (decision 040): a render keeps a core busy for 50–200 ms, and
 * on the thread that answers requests every page would wait behind it. Same arguments, same result;
 * jobs queue first in, first out, and an error thrown by the renderer comes back with its message.
 *
 * With `ACAP_PDF_WORKERS=0` the bulletin is rendered here, as before the pool existed, by the same
 * compiled renderer the workers run, loaded on first use only: the server's own bundle never holds
 * react-pdf, resvg or the fonts.
 */
export async function renderBulletinPdfOffThread(
  doc: BulletinDocument,
  map: BulletinMap | null,
  stamp: BulletinStamp,
  logos: readonly BulletinLogo[],
): Promise<RenderedBulletin> {
  if (getEnv().ACAP_PDF_WORKERS === 0) {
    const compiled = pathToFileURL(getPdfWorkerFile()).href;
    const renderer = (await import(/* webpackIgnore: true */ /* turbopackIgnore: true */ compiled)) as { renderBulletinPdf: typeof renderBulletinPdf };
    return renderer.renderBulletinPdf(doc, map, stamp, logos);
  }
  return getPdfWorkerPool().render({ doc, map, stamp, logos });
}
