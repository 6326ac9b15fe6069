import { SMS_SIGNUP_CONTRACT } from '@/modules/sms/rules/sms-signup-contract';
import { handleRoute } from '@/platform/api-route/handle-route';
import { answerStopCode } from '@/modules/sms/server/signup/answer-stop-code';

/** The code typed back: every text to the number stops. */
export const POST = handleRoute({
  ...SMS_SIGNUP_CONTRACT.stopConfirm,
  handler: async ({ db, request }) => answerStopCode(db, request),
});
