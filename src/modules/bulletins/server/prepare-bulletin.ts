import 'server-only';
import { createHash, randomUUID } from 'node:crypto';
import type { bulletin } from '@/db/schema';
import { REGION } from '@/modules/places/rules/region';
import type { Database } from '@/platform/db/database';
import { getBaseUrl } from '@/platform/request/get-base-url';
import { composeBulletin, TYPE_CODES, type BulletinRequest } from './compose-bulletin';
import { renderBulletinPdfOffThread } from './render-bulletin-pdf-off-thread';
import { findBulletinByContentKey } from './find-bulletin-by-content-key';
import type { Report } from './to-report';

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');

/** A bulletin composed and rendered, ready to store (`storeBulletin`), with the facts its audit row gives. */
export interface NewBulletin {
  row: typeof bulletin.$inferInsert & { id: string; reference: string; contentKey: string };
  pages: number;
}

/**
 * The slow part of saving a bulletin, outside any transaction: composes it (everything its PDF needs,
 * map included) and renders it (data in, bytes out). The same bulletin made before by the same person
 * (a double click, a retried request) is answered with that one (`earlier`) and nothing is rendered.
 */
export async function prepareBulletin(
  db: Database,
  request: BulletinRequest,
  owner: { id: string; email: string; name?: string },
): Promise<{ earlier: Report } | { earlier: null; made: NewBulletin }> {
  const { document, map, logos } = await composeBulletin(db, request);
  const contentKey = sha256(`${owner.id}\u0000${JSON.stringify(document)}`);
  const earlier = await findBulletinByContentKey(db, contentKey);
  if (earlier) return { earlier };

  const id = randomUUID();
  const issuedAt = new Date();
  const day = issuedAt.toLocaleDateString('en-CA', { timeZone: 'Asia/Manila' }).replace(/-/g, '');
  const reference = `ACAP-${REGION.code.toUpperCase()}-${TYPE_CODES[request.type]}-${day}-${id.slice(0, 8).toUpperCase()}`;
  const rendered = await renderBulletinPdfOffThread(document, map, { issuedAt, reference, webAddress: `${getBaseUrl()}/bulletins/${id}` }, logos);
  const row = {
    id,
    reference,
    type: request.type,
    ownerId: owner.id,
    ownerEmail: owner.email,
    ownerName: owner.name ?? null,
    provincePsgc: document.province.psgc,
    municipalityPsgc: document.municipality.psgc,
    cropKey: document.crop.key,
    language: document.language,
    periodFrom: document.period.from,
    periodTo: document.period.to,
    request: request.fields,
    document,
    contentKey,
    pdf: rendered.pdf,
    pdfSize: rendered.pdf.length,
    pdfSha256: sha256(rendered.pdf),
    dateCreated: issuedAt,
  };
  return { earlier: null, made: { row, pages: rendered.pages } };
}
