import 'server-only';
import { findSignupCrop, findSignupTown } from '@/modules/sms/rules/signup-choices';
import { SIGNUP_LIMITS } from '@/modules/sms/rules/signup-limits';
import { renderCodeForm } from '@/modules/sms/rules/render-signup-page';
import { getPathname } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { createMessageTranslator } from '@/platform/i18n/create-message-translator';
import { answerSignupPage } from './answer-signup-page';
import type { RequestedSubscription } from './confirm-signup-code';

export type CodePageRequest = { kind: 'subscribe'; requestId: string; subscription: RequestedSubscription | null } | { kind: 'stop'; ticket: string };

/**
 * The page that asks for the texted code, for a subscription (what was asked for, in the reader's
 * words, when known) or a stop; with what is wrong with the code typed, when one was: a code in the wrong shape, or
 * a wrong code and the tries left.
 */
export function answerCodePage(locale: Locale, request: CodePageRequest, problem?: { kind: 'format' } | { kind: 'wrong'; left: number }): Response {
  const t = createMessageTranslator(locale, 'SmsSignup');
  const error = problem ? (problem.kind === 'format' ? t('codeFormat') : t('wrongCode', { left: problem.left })) : undefined;
  const code = { label: t('codeLabel'), error };
  const problems = error ? { heading: t('problemsHeading'), items: [{ field: 'sms-code', text: error }] } : undefined;
  if (request.kind === 'stop') {
    const form = renderCodeForm({ action: getPathname({ locale, href: '/sms/stop/confirm' }), request: request.ticket, code, submit: t('stopConfirm') });
    return answerSignupPage(
      locale,
      { title: t('stopCodeTitle'), problems, paragraphs: [t('stopCodeSent', { minutes: SIGNUP_LIMITS.codeMinutes })], form },
      problem ? 400 : 200,
    );
  }
  const { subscription } = request;
  const town = subscription ? findSignupTown(subscription.municipalityPsgc) : undefined;
  const described = subscription
    ? [
        t('codeFor', {
          town: town?.name ?? subscription.municipalityPsgc,
          province: town?.provinceName ?? '',
          crop: findSignupCrop(subscription.cropKey)?.name[locale] ?? subscription.cropKey,
          language: subscription.language === 'tag' ? t('tagalog') : t('english'),
        }),
      ]
    : [];
  const form = renderCodeForm({ action: getPathname({ locale, href: '/sms/subscribe/confirm' }), request: request.requestId, code, submit: t('confirm') });
  return answerSignupPage(
    locale,
    { title: t('codeTitle'), problems, paragraphs: [t('codeSent', { minutes: SIGNUP_LIMITS.codeMinutes }), ...described], form, after: [t('codeMissing')] },
    problem ? 400 : 200,
  );
}
