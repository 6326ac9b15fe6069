import 'server-only';
import { readSignupCode, readStopTicket } from '@/modules/sms/rules/read-signup-form';
import type { SignupVisitor, StopStep } from '@/modules/sms/rules/signup-steps';
import type { Database } from '@/platform/db/database';
import { confirmStopCode } from './confirm-stop-code';
import { toRefusalStep } from './to-refusal-step';

/** The code typed back to stop a number's texts: stopped, or asked again (its shape, or the tries left). */
export async function submitStopCode(db: Database, form: FormData, visitor: SignupVisitor): Promise<StopStep> {
  const ticket = readStopTicket(form.get('request'));
  if (!ticket) return { step: 'refused', reason: 'unknown_request', waitSeconds: 0 };
  const code = readSignupCode(form.get('code'));
  if (!code) return { step: 'code', request: ticket, problem: { kind: 'format' } };
  try {
    const outcome = await confirmStopCode(db, { ticket, code, address: visitor.address });
    return outcome.kind === 'wrong' ? { step: 'code', request: ticket, problem: { kind: 'wrong', left: outcome.left } } : { step: 'stopped' };
  } catch (error) {
    return toRefusalStep(error);
  }
}
