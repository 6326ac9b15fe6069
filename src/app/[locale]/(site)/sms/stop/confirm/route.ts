import { SMS_SIGNUP_CONTRACT } from '@/domain/sms/sms-signup-contract';
import { handleRoute } from '@/server/http/handle-route';
import { answerStopCode } from '@/server/sms-signup/answer-stop-code';

/** The code typed back: every text to the number stops. */
export const POST = handleRoute({
  ...SMS_SIGNUP_CONTRACT.stopConfirm,
  handler: async ({ db, request }) => answerStopCode(db, request),
});
