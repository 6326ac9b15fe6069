import 'server-only';
import { createHash, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { bulletin } from '@/db/schema';
import { REGION } from '@/modules/places/rules/region';
import { auditActor } from '@/modules/staff/server/audit/author';
import { writeAudit } from '@/modules/staff/server/audit/write-audit';
import type { Database } from '@/platform/db/database';
import { getBaseUrl } from '@/platform/request/get-base-url';
import { composeBulletin, TYPE_CODES, type BulletinRequest } from './compose-bulletin';
import { renderBulletinPdfOffThread } from './render-bulletin-pdf-off-thread';
import { REPORT_COLUMNS, toReport, type Report } from './to-report';

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const UNIQUE_VIOLATION = '23505';

/**
 * Composes a bulletin (everything its PDF needs, map included), renders it (data in, bytes out) and
 * stores it with its PDF and audit row in one transaction. The same bulletin sent twice by the same
 * person (a double click, a retried request) is stored once: the second answer is the first bulletin.
 */
export async function createBulletin(
  db: Database,
  request: BulletinRequest,
  owner: { id: string; email: string; name?: string },
): Promise<{ report: Report; created: boolean }> {
  const { document, map, logos } = await composeBulletin(db, request);
  const contentKey = sha256(`${owner.id}\u0000${JSON.stringify(document)}`);
  // The PDF is not read back: the answer does not carry it, and on the embedded database every byte read
  // is decoded on the thread that answers requests.
  const existing = async () => (await db.select(REPORT_COLUMNS).from(bulletin).where(eq(bulletin.contentKey, contentKey)))[0];
  const earlier = await existing();
  if (earlier) return { report: toReport(earlier), created: false };

  const id = randomUUID();
  const issuedAt = new Date();
  const day = issuedAt.toLocaleDateString('en-CA', { timeZone: 'Asia/Manila' }).replace(/-/g, '');
  const reference = `ACAP-${REGION.code.toUpperCase()}-${TYPE_CODES[request.type]}-${day}-${id.slice(0, 8).toUpperCase()}`;
  const rendered = await renderBulletinPdfOffThread(document, map, { issuedAt, reference, webAddress: `${getBaseUrl()}/bulletins/${id}` }, logos);
  try {
    const row = await db.transaction(async (tx) => {
      const [stored] = await tx
        .insert(bulletin)
        .values({
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
        })
        .returning(REPORT_COLUMNS);
      await writeAudit(tx, {
        actor: auditActor(owner),
        action: 'bulletin.create',
        target: id,
        summary: {
          type: request.type,
          reference,
          municipality: document.municipality.name,
          crop: document.crop.key,
          pages: rendered.pages,
          bytes: rendered.pdf.length,
        },
      });
      return stored!;
    });
    return { report: toReport(row), created: true };
  } catch (error) {
    // Two identical requests at the same moment: the other one stored it.
    const code = (error as { code?: string; cause?: { code?: string } }).code ?? (error as { cause?: { code?: string } }).cause?.code;
    const other = code === UNIQUE_VIOLATION ? await existing() : undefined;
    if (other) return { report: toReport(other), created: false };
    throw error;
  }
}
