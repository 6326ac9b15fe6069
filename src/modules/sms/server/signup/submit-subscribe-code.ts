import 'server-only';
import { readRequestId, readSignupCode } from '@/modules/sms/rules/read-signup-form';
import { describeSubscription } from '@/modules/sms/rules/signup-choices';
import type { SignupVisitor, SignupStep } from '@/modules/sms/rules/signup-steps';
import type { Database } from '@/platform/db/database';
import { confirmSignupCode } from './confirm-signup-code';
import { toRefusalStep } from './to-refusal-step';

/**
 * The code typed back for a subscription: the texts start; a wrong code asks again with the tries left;
 * a code in the wrong shape is not a try (the request is not looked up, and the page asks again
 * without repeating what was asked for).
 */
export async function submitSubscribeCode(db: Database, form: FormData, visitor: SignupVisitor): Promise<SignupStep> {
  const request = readRequestId(form.get('request'));
  if (!request) return { step: 'refused', reason: 'unknown_request', waitSeconds: 0 };
  const code = readSignupCode(form.get('code'));
  if (!code) return { step: 'code', request, subscription: null, problem: { kind: 'format' } };
  try {
    const outcome = await confirmSignupCode(db, { requestId: request, code, address: visitor.address });
    const subscription = describeSubscription(outcome.subscription, visitor.locale);
    return outcome.kind === 'wrong' ? { step: 'code', request, subscription, problem: { kind: 'wrong', left: outcome.left } } : { step: 'done', subscription };
  } catch (error) {
    return toRefusalStep(error);
  }
}
