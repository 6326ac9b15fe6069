import 'server-only';
import { randomUUID } from 'node:crypto';
import { composeSmsText } from '@/modules/sms/rules/compose-sms-text';
import type { AuditEntry } from '@/modules/staff/server/audit/write-audit';
import { writeAudit } from '@/modules/staff/server/audit/write-audit';
import type { Database } from '@/platform/db/database';
import { loadBulletinsForReview } from './load-bulletins-for-review';
import { moveBulletin } from './move-bulletin';

/**
 * Moves drafts to review as one batch, in one transaction with its audit row: they share a batch id, so
 * the reviewer sees them together. Who may send them is the caller's check (a person, or the portal
 * sending the drafts it composed).
 */
export async function sendToReview(db: Database, ids: readonly string[], actor: AuditEntry['actor']): Promise<{ batchId: string; count: number }> {
  const rows = await loadBulletinsForReview(db, ids, 'draft', 'sent to review');
  const batchId = randomUUID();
  await db.transaction(async (tx) => {
    const submittedAt = new Date();
    for (const row of rows) {
      // The SMS text is frozen as it goes to review: the reviewer approves the text they read.
      const smsText = row.smsText ?? composeSmsText(row.document);
      await moveBulletin(tx, row, { state: 'in_review', reviewBatchId: batchId, submittedAt, reviewComment: null, smsText }, 'sent to review');
    }
    await writeAudit(tx, {
      actor,
      action: 'bulletin.submit',
      target: batchId,
      summary: { count: rows.length, bulletins: rows.map((row) => ({ id: row.id, reference: row.reference, municipality: row.document.municipality.name })) },
    });
  });
  return { batchId, count: rows.length };
}
