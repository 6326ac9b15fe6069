import { SMS_SIGNUP_CONTRACT } from '@/modules/sms/rules/sms-signup-contract';
import { handleRoute } from '@/platform/api-route/handle-route';
import { answerSubscribeForm } from '@/modules/sms/server/signup/answer-subscribe-form';

/** The texts page's sign-up form (works without script): texts a code, answered with the page that asks for it. */
export const POST = handleRoute({
  ...SMS_SIGNUP_CONTRACT.subscribe,
  handler: async ({ db, request }) => answerSubscribeForm(db, request),
});
