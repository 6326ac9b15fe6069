import { FEEDBACK_CONTRACT } from '@/domain/feedback/feedback-contract';
import { answerFeedbackForm } from '@/server/feedback/answer-feedback-form';
import { handleRoute } from '@/server/http/handle-route';

/** "Was this useful?" under a published bulletin: the form works without script and is answered with a page. */
export const POST = handleRoute({
  ...FEEDBACK_CONTRACT.answer,
  handler: async ({ db, request, params }) => answerFeedbackForm(db, request, params.id),
});
