import 'server-only';
import { languageOfLocale } from '@/modules/bulletins/rules/bulletin-document';
import { readSignupNumber } from '@/modules/sms/rules/read-signup-form';
import type { SignupVisitor, StopStep } from '@/modules/sms/rules/signup-steps';
import type { Database } from '@/platform/db/database';
import { requestStopCode } from './request-stop-code';
import { toRefusalStep } from './to-refusal-step';

/**
 * "Stop texts to my number" sent: a number that cannot be read comes back with why; any other leads
 * to the code page, texted in the page's language if the phonebook has the number (requestStopCode).
 */
export async function submitStopForm(db: Database, form: FormData, visitor: SignupVisitor): Promise<StopStep> {
  const typed = form.get('number');
  const number = readSignupNumber(typed);
  if (!number.ok) return { step: 'problems', number: typeof typed === 'string' ? typed.trim().slice(0, 40) : '', problem: number.problem };
  try {
    const { ticket } = await requestStopCode(db, { e164: number.e164, language: languageOfLocale(visitor.locale), address: visitor.address });
    return { step: 'code', request: ticket };
  } catch (error) {
    return toRefusalStep(error);
  }
}
