import 'server-only';
import type { StaffUser } from '@/modules/staff/rules/account-levels';
import { auditActor } from '@/modules/staff/server/audit/author';
import { writeAudit } from '@/modules/staff/server/audit/write-audit';
import type { Database } from '@/platform/db/database';
import { loadBulletinsForReview } from './load-bulletins-for-review';
import { moveBulletin } from './move-bulletin';

/** A reviewer sends bulletins back to their authors as drafts, with the comment saying what to change. */
export async function returnToDraft(db: Database, ids: readonly string[], comment: string, reviewer: StaffUser): Promise<{ count: number }> {
  const rows = await loadBulletinsForReview(db, ids, 'in_review', 'sent back');
  await db.transaction(async (tx) => {
    for (const row of rows) await moveBulletin(tx, row, { state: 'draft', reviewComment: comment, reviewBatchId: null }, 'sent back');
    await writeAudit(tx, {
      actor: auditActor(reviewer),
      action: 'bulletin.return',
      target: rows.length === 1 ? rows[0]!.id : (rows[0]!.reviewBatchId ?? undefined),
      summary: { comment, bulletins: rows.map((row) => ({ id: row.id, reference: row.reference })) },
    });
  });
  return { count: rows.length };
}
