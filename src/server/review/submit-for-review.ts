import 'server-only';
import { randomUUID } from 'node:crypto';
import type { StaffUser } from '@/domain/auth/account-levels';
import { can } from '@/domain/permissions/can';
import { auditActor } from '@/server/audit/author';
import { writeAudit } from '@/server/audit/write-audit';
import type { Database } from '@/server/db/database';
import { AppError } from '@/server/errors/app-error';
import { composeSmsText } from '@/domain/sms/compose-sms-text';
import { loadBulletinsForReview } from './load-bulletins-for-review';
import { moveBulletin } from './move-bulletin';

/**
 * Sends drafts to review as one batch: they share a batch id, so the reviewer sees them together
 * with a line per place. Admins send their own drafts; superadmins anyone's.
 */
export async function submitForReview(db: Database, ids: readonly string[], user: StaffUser): Promise<{ batchId: string; count: number }> {
  const rows = await loadBulletinsForReview(db, ids, 'draft', 'sent to review');
  const others = rows.filter((row) => !can(user, 'bulletin.delete', { ownerId: row.ownerId }));
  if (others.length > 0) throw new AppError('FORBIDDEN', `You can send only your own drafts to review: ${others.map((row) => row.reference).join(', ')}.`);
  const batchId = randomUUID();
  await db.transaction(async (tx) => {
    const submittedAt = new Date();
    for (const row of rows) {
      // The SMS text is frozen as it goes to review: the reviewer approves the text they read.
      const smsText = row.smsText ?? composeSmsText(row.document);
      await moveBulletin(tx, row, { state: 'in_review', reviewBatchId: batchId, submittedAt, reviewComment: null, smsText }, 'sent to review');
    }
    await writeAudit(tx, {
      actor: auditActor(user),
      action: 'bulletin.submit',
      target: batchId,
      summary: { count: rows.length, bulletins: rows.map((row) => ({ id: row.id, reference: row.reference, municipality: row.document.municipality.name })) },
    });
  });
  return { batchId, count: rows.length };
}
