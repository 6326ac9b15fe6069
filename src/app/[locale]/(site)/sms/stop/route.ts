import { SMS_SIGNUP_CONTRACT } from '@/domain/sms/sms-signup-contract';
import { handleRoute } from '@/server/http/handle-route';
import { answerStopForm } from '@/server/sms-signup/answer-stop-form';

/** "Stop texts to my number" (works without script): texts a code, answered with the page that asks for it. */
export const POST = handleRoute({
  ...SMS_SIGNUP_CONTRACT.stop,
  handler: async ({ db, request }) => answerStopForm(db, request),
});
