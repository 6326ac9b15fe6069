import 'server-only';
import { readSignupForm } from '@/modules/sms/rules/read-signup-form';
import { describeSubscription } from '@/modules/sms/rules/signup-choices';
import type { SignupVisitor, SignupStep } from '@/modules/sms/rules/signup-steps';
import type { Database } from '@/platform/db/database';
import { getConsentWording } from './get-consent-wording';
import { requestSignupCode } from './request-signup-code';
import { toRefusalStep } from './to-refusal-step';

/**
 * The sign-up form sent: a form with problems comes back with them and what was typed; a good one
 * texts the code (requestSignupCode) and leads to the code page, the same whether or not the number
 * may receive texts; a limit or another refusal says why nothing was done.
 */
export async function submitSubscribeForm(db: Database, form: FormData, visitor: SignupVisitor): Promise<SignupStep> {
  const read = readSignupForm((name) => form.get(name));
  if (!read.ok) return { step: 'problems', values: read.values, problems: read.problems };
  try {
    const consentWording = getConsentWording(visitor.locale);
    const { requestId } = await requestSignupCode(db, { request: read.request, consentWording, address: visitor.address });
    return { step: 'code', request: requestId, subscription: describeSubscription(read.request, visitor.locale) };
  } catch (error) {
    return toRefusalStep(error);
  }
}
