import { FEEDBACK_CONTRACT } from '@/domain/feedback/feedback-contract';
import { moderateFeedbackComment } from '@/server/feedback/moderate-feedback-comment';
import { handleRoute } from '@/server/http/handle-route';

/** Reviewers show a reader's comment under its bulletin, or hide it. */
export const PATCH = handleRoute({
  ...FEEDBACK_CONTRACT.moderate,
  handler: async ({ db, user, params: { id }, input }) => {
    const { publicChanged: _publicChanged, ...comment } = await moderateFeedbackComment(db, user, id, input.state);
    return {
      message: input.state === 'shown' ? 'The comment is shown under its bulletin.' : 'The comment is hidden.',
      comment: { ...comment, reviewedAt: comment.reviewedAt.toISOString() },
    };
  },
});
