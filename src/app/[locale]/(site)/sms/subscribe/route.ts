import { SMS_SIGNUP_CONTRACT } from '@/domain/sms/sms-signup-contract';
import { handleRoute } from '@/server/http/handle-route';
import { answerSubscribeForm } from '@/server/sms-signup/answer-subscribe-form';

/** The texts page's sign-up form (works without script): texts a code, answered with the page that asks for it. */
export const POST = handleRoute({
  ...SMS_SIGNUP_CONTRACT.subscribe,
  handler: async ({ db, request }) => answerSubscribeForm(db, request),
});
