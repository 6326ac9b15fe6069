import 'server-only';
import { and, desc, eq, isNotNull } from 'drizzle-orm';
import { bulletinFeedback } from '@/db/schema';
import type { ShownComment } from '@/modules/feedback/rules/feedback-views';
import type { Queryable } from '@/platform/db/database';
import { maskPhoneNumbersIn } from '@/platform/format/mask-phone';

/** The most comments a bulletin's page lists, newest first. */
export const SHOWN_COMMENTS_LIMIT = 20;

/** The comments staff chose to show under a bulletin: the only readers' words the public ever sees. */
export async function listShownFeedbackComments(db: Queryable, bulletinId: string): Promise<ShownComment[]> {
  const rows = await db
    .select({ id: bulletinFeedback.id, useful: bulletinFeedback.useful, comment: bulletinFeedback.comment, createdAt: bulletinFeedback.createdAt })
    .from(bulletinFeedback)
    .where(and(eq(bulletinFeedback.bulletinId, bulletinId), eq(bulletinFeedback.commentState, 'shown'), isNotNull(bulletinFeedback.comment)))
    .orderBy(desc(bulletinFeedback.createdAt), desc(bulletinFeedback.id))
    .limit(SHOWN_COMMENTS_LIMIT);
  return rows.map((row) => ({ id: row.id, useful: row.useful, comment: maskPhoneNumbersIn(row.comment ?? ''), createdAt: row.createdAt.toISOString() }));
}
