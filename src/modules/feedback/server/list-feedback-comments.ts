import 'server-only';
import { and, asc, count, desc, eq, isNotNull } from 'drizzle-orm';
import { bulletin, bulletinFeedback, municipality, province } from '@/db/schema';
import type { FeedbackCommentState } from '@/modules/feedback/rules/feedback-contract';
import type { FeedbackCommentView } from '@/modules/feedback/rules/feedback-views';
import type { Queryable } from '@/platform/db/database';
import { maskPhoneNumbersIn } from '@/platform/format/mask-phone';

/**
 * Comments in one state for the staff page, with their bulletin's reference and place: the held
 * queue oldest first (in the order they came), shown and hidden ones newest first. A number in a
 * comment stored before comments were masked (cleanFeedbackComment) is masked here.
 */
export async function listFeedbackComments(
  db: Queryable,
  state: FeedbackCommentState,
  limit: number,
): Promise<{ comments: FeedbackCommentView[]; total: number }> {
  const where = and(eq(bulletinFeedback.commentState, state), isNotNull(bulletinFeedback.comment));
  const order = state === 'held' ? asc(bulletinFeedback.createdAt) : desc(bulletinFeedback.reviewedAt);
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: bulletinFeedback.id,
        bulletinId: bulletinFeedback.bulletinId,
        reference: bulletin.reference,
        municipality: municipality.name,
        province: province.name,
        useful: bulletinFeedback.useful,
        channel: bulletinFeedback.channel,
        comment: bulletinFeedback.comment,
        commentState: bulletinFeedback.commentState,
        createdAt: bulletinFeedback.createdAt,
      })
      .from(bulletinFeedback)
      .innerJoin(bulletin, eq(bulletin.id, bulletinFeedback.bulletinId))
      .innerJoin(municipality, eq(municipality.psgc, bulletin.municipalityPsgc))
      .innerJoin(province, eq(province.psgc, bulletin.provincePsgc))
      .where(where)
      .orderBy(order, asc(bulletinFeedback.id))
      .limit(limit),
    db.select({ n: count() }).from(bulletinFeedback).where(where),
  ]);
  return {
    comments: rows.map(({ municipality: town, province: area, comment, createdAt, ...row }) => ({
      ...row,
      place: `${town}, ${area}`,
      comment: maskPhoneNumbersIn(comment ?? ''),
      createdAt: createdAt.toISOString(),
    })),
    total: counted?.n ?? 0,
  };
}
