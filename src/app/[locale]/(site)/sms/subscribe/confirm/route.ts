import { SMS_SIGNUP_CONTRACT } from '@/modules/sms/rules/sms-signup-contract';
import { handleRoute } from '@/platform/api-route/handle-route';
import { answerSubscribeCode } from '@/modules/sms/server/signup/answer-subscribe-code';

/** The code typed back: the texts start. */
export const POST = handleRoute({
  ...SMS_SIGNUP_CONTRACT.confirm,
  handler: async ({ db, request }) => answerSubscribeCode(db, request),
});
