import 'server-only';
import { and, eq, inArray, lt, ne } from 'drizzle-orm';
import { bulletin, draftRun } from '@/db/schema';
import { SYSTEM_ACTOR_ID, writeAudit } from '@/modules/staff/server/audit/write-audit';
import type { Database } from '@/platform/db/database';

/**
 * Before the drafts of a new issue are composed: the portal's drafts of the same type made before this
 * run started (from an issue since replaced) are deleted, whether still drafts or waiting in review, so
 * drafts never pile up; the runs they came from are marked replaced. A reviewer who approved one first
 * keeps it (the delete is conditional on the state), and published bulletins are never touched.
 */
export async function deleteReplacedDrafts(
  db: Database,
  run: { issuanceId: string; issuanceType: 'ten_day' | 'seasonal'; startedAt: Date },
  replacedBy: string,
): Promise<number> {
  return db.transaction(async (tx) => {
    const deleted = await tx
      .delete(bulletin)
      .where(
        and(
          eq(bulletin.ownerId, SYSTEM_ACTOR_ID),
          eq(bulletin.type, run.issuanceType),
          inArray(bulletin.state, ['draft', 'in_review']),
          lt(bulletin.dateCreated, run.startedAt),
        ),
      )
      .returning({ id: bulletin.id, reference: bulletin.reference, type: bulletin.type, state: bulletin.state });
    for (const row of deleted) {
      await writeAudit(tx, {
        actor: 'system',
        action: 'bulletin.delete',
        target: row.id,
        summary: { type: row.type, reference: row.reference, state: row.state, reason: `replaced by the drafts of ${replacedBy}` },
      });
    }
    await tx
      .update(draftRun)
      .set({ state: 'replaced' })
      .where(
        and(
          eq(draftRun.issuanceType, run.issuanceType),
          ne(draftRun.issuanceId, run.issuanceId),
          inArray(draftRun.state, ['queued', 'composing', 'ready', 'failed']),
        ),
      );
    return deleted.length;
  });
}
