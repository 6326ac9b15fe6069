import { SMS_SIGNUP_CONTRACT } from '@/modules/sms/rules/sms-signup-contract';
import { handleRoute } from '@/platform/api-route/handle-route';
import { answerStopForm } from '@/modules/sms/server/signup/answer-stop-form';

/** "Stop texts to my number" (works without script): texts a code, answered with the page that asks for it. */
export const POST = handleRoute({
  ...SMS_SIGNUP_CONTRACT.stop,
  handler: async ({ db, request }) => answerStopForm(db, request),
});
