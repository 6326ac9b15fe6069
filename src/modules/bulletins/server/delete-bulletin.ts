import 'server-only';
import { and, eq } from 'drizzle-orm';
import { bulletin } from '@/db/schema';
import type { StaffUser } from '@/modules/staff/rules/account-levels';
import type { BulletinState } from '@/modules/bulletins/rules/bulletin-state';
import { can } from '@/modules/staff/rules/can';
import { writeAudit } from '@/modules/staff/server/audit/write-audit';
import type { Database } from '@/platform/db/database';
import { AppError } from '@/platform/errors/app-error';
import { findDeletedBulletins } from './find-deleted-bulletins';

/**
 * Removes a draft of any type (the original dashboard deletes every report through the seasonal path):
 * its owner or a superadmin only, with an audit row naming the bulletin's own type. Only a draft: one in
 * review is the reviewer's to send back, and a published or withdrawn bulletin is a record the public
 * has read, taken back by a withdrawal, never erased. The delete is conditional on the draft state, so
 * a delete and a submit at once end with one winner and a 409 for the other.
 */
export async function deleteBulletin(db: Database, id: string, user: StaffUser): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ ownerId: bulletin.ownerId, type: bulletin.type, reference: bulletin.reference, state: bulletin.state })
      .from(bulletin)
      .where(eq(bulletin.id, id));
    if (!row) {
      // Two deletes at once: the one that lost finds the bulletin gone, and says so (409), not "never was".
      if ((await findDeletedBulletins(tx, [id])).size > 0)
        throw new AppError('CONFLICT', `Bulletin ${id} was already deleted.`, { details: { reason: 'state_changed', state: 'deleted' } });
      throw new AppError('NOT_FOUND', `There is no bulletin ${id}.`);
    }
    if (!can(user, 'bulletin.delete', { ownerId: row.ownerId }))
      throw new AppError('FORBIDDEN', 'Only the staff member who saved this bulletin, or a superadmin, may delete it.');
    const deleted = await tx
      .delete(bulletin)
      .where(and(eq(bulletin.id, id), eq(bulletin.state, 'draft')))
      .returning({ id: bulletin.id });
    if (deleted.length === 0) {
      const [now] = await tx.select({ state: bulletin.state }).from(bulletin).where(eq(bulletin.id, id));
      const state = now?.state ?? 'deleted';
      throw new AppError('CONFLICT', `${row.reference} is ${state.replace('_', ' ')}: ${WHY_KEPT[state]}`, { details: { reason: 'state_changed', state } });
    }
    await writeAudit(tx, {
      actor: { id: user.id },
      action: 'bulletin.delete',
      target: id,
      summary: { type: row.type, reference: row.reference },
    });
  });
}

const WHY_KEPT: Record<BulletinState | 'deleted', string> = {
  draft: 'it changed while it was being deleted; try again.',
  in_review: 'only a draft can be deleted; ask the reviewer to send it back first.',
  published: 'the public has read it, so it is kept as a record; ask a reviewer to withdraw it.',
  withdrawn: 'it is kept as a record of what the public read and why it was taken back.',
  deleted: 'it was already deleted.',
};
