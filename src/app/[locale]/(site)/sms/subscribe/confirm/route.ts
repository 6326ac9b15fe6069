import { SMS_SIGNUP_CONTRACT } from '@/domain/sms/sms-signup-contract';
import { handleRoute } from '@/server/http/handle-route';
import { answerSubscribeCode } from '@/server/sms-signup/answer-subscribe-code';

/** The code typed back: the texts start. */
export const POST = handleRoute({
  ...SMS_SIGNUP_CONTRACT.confirm,
  handler: async ({ db, request }) => answerSubscribeCode(db, request),
});
