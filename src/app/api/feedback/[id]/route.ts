import { FEEDBACK_CONTRACT } from '@/modules/feedback/rules/feedback-contract';
import { moderateFeedbackComment } from '@/modules/feedback/server/moderate-feedback-comment';
import { handleRoute } from '@/platform/api-route/handle-route';

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
