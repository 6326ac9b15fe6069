import 'server-only';
import { changePublicData } from '@/platform/cache/change-public-data';
import { and, eq, isNotNull } from 'drizzle-orm';
import { bulletinFeedback } from '@/db/schema';
import type { StaffUser } from '@/modules/staff/rules/account-levels';
import { can } from '@/modules/staff/rules/can';
import { writeAudit } from '@/modules/staff/server/audit/write-audit';
import type { Database } from '@/platform/db/database';
import { AppError } from '@/platform/errors/app-error';

/**
 * Shows a reader's comment under its bulletin, or hides it, with who did it and when, and its audit
 * row. Only comments can be moderated: an answer without one is never shown. Returns whether the
 * public list changed, so the caller knows to drop the cached page.
 */
export async function moderateFeedbackComment(
  db: Database,
  user: StaffUser,
  id: number,
  state: 'shown' | 'hidden',
): Promise<{ id: number; commentState: 'shown' | 'hidden'; reviewedAt: Date; publicChanged: boolean }> {
  if (!can(user, 'bulletin.review')) throw new AppError('FORBIDDEN', 'Only reviewers may show or hide comments.');
  return changePublicData(db, async (tx) => {
    const [before] = await tx
      .select({ state: bulletinFeedback.commentState, bulletinId: bulletinFeedback.bulletinId })
      .from(bulletinFeedback)
      .where(and(eq(bulletinFeedback.id, id), isNotNull(bulletinFeedback.comment)))
      .for('update');
    if (!before) throw new AppError('NOT_FOUND', `There is no comment with id ${id}.`);
    const reviewedAt = new Date();
    await tx.update(bulletinFeedback).set({ commentState: state, reviewedById: user.id, reviewedAt }).where(eq(bulletinFeedback.id, id));
    await writeAudit(tx, {
      actor: { id: user.id },
      action: 'feedback.moderate',
      target: String(id),
      summary: { bulletinId: before.bulletinId, from: before.state, to: state },
    });
    return { id, commentState: state, reviewedAt, publicChanged: (before.state === 'shown') !== (state === 'shown') };
  });
}
