import 'server-only';
import { renderSignupPage, type SignupPageView } from '@/modules/sms/rules/render-signup-page';
import { getPathname } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { createMessageTranslator } from '@/platform/i18n/create-message-translator';

/**
 * A post of the public form answered with a whole page in the reader's language (see
 * renderSignupPage), its way back to the texts page in that language. Never stored by a cache: it may
 * hold what the reader typed.
 */
export function answerSignupPage(
  locale: Locale,
  view: Omit<SignupPageView, 'locale' | 'portalName' | 'back'>,
  status: number,
  headers: Record<string, string> = {},
): Response {
  const html = renderSignupPage({
    ...view,
    locale,
    portalName: createMessageTranslator(locale, 'Common')('portalName'),
    back: { href: getPathname({ locale, href: '/sms' }), label: createMessageTranslator(locale, 'SmsSignup')('back') },
  });
  return new Response(html, { status, headers: { ...headers, 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' } });
}
