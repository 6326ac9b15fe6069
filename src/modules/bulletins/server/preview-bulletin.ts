import 'server-only';
import type { Database } from '@/platform/db/database';
import { getBaseUrl } from '@/platform/request/get-base-url';
import { composeBulletin, type BulletinRequest } from './compose-bulletin';
import { renderBulletinPdfOffThread } from './render-bulletin-pdf-off-thread';

/** The bulletin the request would make, as a PDF, storing nothing. */
export async function previewBulletin(db: Database, request: BulletinRequest): Promise<Buffer> {
  const { document, map, logos } = await composeBulletin(db, request);
  const rendered = await renderBulletinPdfOffThread(
    document,
    map,
    { issuedAt: new Date(), reference: 'PREVIEW', webAddress: `${getBaseUrl()}/bulletins` },
    logos,
  );
  return rendered.pdf;
}
