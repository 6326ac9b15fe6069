import 'server-only';
import { bulletin } from '@/db/schema';
import { auditActor } from '@/modules/staff/server/audit/author';
import { writeAudit } from '@/modules/staff/server/audit/write-audit';
import type { Transaction } from '@/platform/db/database';
import type { NewBulletin } from './prepare-bulletin';
import { REPORT_COLUMNS, toReport, type Report } from './to-report';

/**
 * Inside the caller's transaction: stores a prepared bulletin with its audit row. `remadeFrom` names the
 * bulletin it is made again from (decision 081): the database keeps one remake of each, so of two made at
 * once the second fails here with a unique violation, and its caller's transaction rolls back whole.
 */
export async function storeBulletin(tx: Transaction, { row, pages }: NewBulletin, remadeFrom?: string): Promise<Report> {
  const [stored] = await tx
    .insert(bulletin)
    .values({ ...row, remadeFrom: remadeFrom ?? null })
    .returning(REPORT_COLUMNS);
  const { document } = row;
  await writeAudit(tx, {
    actor: auditActor({ id: row.ownerId, email: row.ownerEmail }),
    action: 'bulletin.create',
    target: row.id,
    summary: {
      type: row.type,
      reference: row.reference,
      municipality: document.municipality.name,
      crop: document.crop.key,
      pages,
      bytes: row.pdfSize,
      ...(remadeFrom ? { remadeFrom } : {}),
    },
  });
  return toReport(stored!);
}
