import 'server-only';
import { describeWait } from '@/modules/feedback/rules/feedback-limits';
import { SIGNUP_LIMITS, SIGNUP_REFUSALS, type SignupRefusal } from '@/modules/sms/rules/signup-limits';
import type { Locale } from '@/i18n/routing';
import { AppError } from '@/platform/errors/app-error';
import { createMessageTranslator } from '@/platform/i18n/create-message-translator';
import { answerSignupPage } from './answer-signup-page';
import { wantsPage } from './wants-page';

const MAX: Partial<Record<SignupRefusal, number>> = { number_limit: SIGNUP_LIMITS.perNumber.answers, too_many_wrong: SIGNUP_LIMITS.wrongCodes };

/**
 * What went wrong with a post of the public form: a browser (Accept: text/html) gets it as a page in
 * its language, with the error's status and headers (Retry-After); other clients get the API's JSON
 * error, thrown on to the route wrapper, as is anything that is not an AppError.
 */
export function answerSignupRefusal(request: Request, locale: Locale, error: unknown): Response {
  const browser = wantsPage(request);
  if (!browser || !(error instanceof AppError)) throw error;
  const reason = SIGNUP_REFUSALS.find((refusal) => refusal === error.details?.reason) ?? 'unreadable';
  const t = createMessageTranslator(locale, 'SmsSignup');
  const wait = describeWait(Number(error.headers?.['Retry-After'] ?? 0));
  const text = t(`refusal_${reason}`, { max: MAX[reason] ?? 0, minutes: SIGNUP_LIMITS.codeMinutes, wait: t(`wait_${wait.unit}`, { count: wait.count }) });
  return answerSignupPage(locale, { title: t('refusedTitle'), paragraphs: [text] }, error.status, error.headers);
}
