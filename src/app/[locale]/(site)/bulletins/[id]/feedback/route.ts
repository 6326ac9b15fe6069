import { FEEDBACK_CONTRACT } from '@/modules/feedback/rules/feedback-contract';
import { answerFeedbackForm } from '@/modules/feedback/server/answer-feedback-form';
import { handleRoute } from '@/platform/api-route/handle-route';

/** "Was this useful?" under a published bulletin: the form works without script and is answered with a page. */
export const POST = handleRoute({
  ...FEEDBACK_CONTRACT.answer,
  handler: async ({ db, request, params }) => answerFeedbackForm(db, request, params.id),
});
