import 'server-only';
import { readSignupForm, type SignupField, type SignupProblems, type SignupValues } from '@/modules/sms/rules/read-signup-form';
import { renderSubscribeForm } from '@/modules/sms/rules/render-signup-page';
import { localeOfAddress } from '@/i18n/address-locale';
import { getPathname } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import type { Database } from '@/platform/db/database';
import { AppError } from '@/platform/errors/app-error';
import { createMessageTranslator } from '@/platform/i18n/create-message-translator';
import { getClientAddress } from '@/platform/request/get-client-address';
import { answerCodePage } from './answer-code-page';
import { answerSignupPage } from './answer-signup-page';
import { answerSignupRefusal } from './answer-signup-refusal';
import { getConsentWording } from './get-consent-wording';
import { readSignupPost } from './read-signup-post';
import { requestSignupCode } from './request-signup-code';
import { wantsPage } from './wants-page';

// The fields in the form's order, with the element each problem links to.
const FIELDS: { field: SignupField; id: string }[] = [
  { field: 'number', id: 'sms-number' },
  { field: 'town', id: 'sms-town' },
  { field: 'crop', id: 'sms-crop' },
  { field: 'language', id: 'sms-language-en' },
  { field: 'consent', id: 'sms-consent' },
];

const problemKey = <F extends SignupField>(field: F, problems: SignupProblems) => `problem_${field}_${problems[field]}` as const;

/** Every problem in words, English, for clients that are not browsers (the JSON error's message). */
function describeProblems(problems: SignupProblems): string {
  const t = createMessageTranslator('en', 'SmsSignup');
  return FIELDS.filter(({ field }) => problems[field])
    .map(({ field }) => t(problemKey(field, problems) as Parameters<typeof t>[0]))
    .join(' ');
}

/** The form again, as it was sent, each problem under its field and listed at the top. */
function formAgain(locale: Locale, values: SignupValues, problems: SignupProblems): Response {
  const t = createMessageTranslator(locale, 'SmsSignup');
  const error = (field: SignupField) => (problems[field] ? t(problemKey(field, problems) as Parameters<typeof t>[0]) : undefined);
  const form = renderSubscribeForm({
    locale,
    action: getPathname({ locale, href: '/sms/subscribe' }),
    number: { label: t('numberLabel'), hint: t('numberHint'), value: values.number, error: error('number') },
    town: { label: t('townLabel'), choose: t('townChoose'), value: values.town, error: error('town') },
    crop: { label: t('cropLabel'), choose: t('cropChoose'), value: values.crop, error: error('crop') },
    language: { label: t('languageLabel'), value: values.language, english: t('english'), tagalog: t('tagalog'), error: error('language') },
    consent: { label: t('consentLabel'), text: getConsentWording(locale), checked: values.consent, error: error('consent') },
    submit: t('subscribe'),
  });
  const items = FIELDS.flatMap(({ field, id }) => (problems[field] ? [{ field: id, text: error(field)! }] : []));
  return answerSignupPage(locale, { title: t('subscribeHeading'), problems: { heading: t('problemsHeading'), items }, form }, 400);
}

/**
 * The subscription form's post (`/sms/subscribe`, under `/tl` from the Tagalog page): a form with
 * problems comes back with them named in the page's language (400); a good one texts the code and
 * is answered with the page that asks for it (the request's id in a hidden field, never the number).
 */
export async function answerSubscribeForm(db: Database, request: Request): Promise<Response> {
  const locale = localeOfAddress(new URL(request.url).pathname);
  const browser = wantsPage(request);
  try {
    const form = await readSignupPost(request);
    const read = readSignupForm((name) => form.get(name));
    if (!read.ok) {
      if (!browser)
        throw new AppError('BAD_REQUEST', describeProblems(read.problems), { details: { reason: 'unreadable', fields: Object.keys(read.problems) } });
      return formAgain(locale, read.values, read.problems);
    }
    const { requestId } = await requestSignupCode(db, { request: read.request, consentWording: getConsentWording(locale), address: getClientAddress(request) });
    return answerCodePage(locale, { kind: 'subscribe', requestId, subscription: read.request });
  } catch (error) {
    return answerSignupRefusal(request, locale, error);
  }
}
