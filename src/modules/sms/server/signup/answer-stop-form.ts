import 'server-only';
import { languageOfLocale } from '@/modules/bulletins/rules/bulletin-document';
import { readSignupNumber } from '@/modules/sms/rules/read-signup-form';
import { renderStopForm } from '@/modules/sms/rules/render-signup-page';
import { localeOfAddress } from '@/i18n/address-locale';
import { getPathname } from '@/i18n/navigation';
import type { Database } from '@/platform/db/database';
import { AppError } from '@/platform/errors/app-error';
import { createMessageTranslator } from '@/platform/i18n/create-message-translator';
import { getClientAddress } from '@/platform/request/get-client-address';
import { answerCodePage } from './answer-code-page';
import { answerSignupPage } from './answer-signup-page';
import { answerSignupRefusal } from './answer-signup-refusal';
import { readSignupPost } from './read-signup-post';
import { requestStopCode } from './request-stop-code';
import { wantsPage } from './wants-page';

/**
 * "Stop texts to my number" (`/sms/stop`): a number that cannot be read comes back with why (400);
 * any other is answered with the code page, texted in the page's language if the phonebook has it.
 */
export async function answerStopForm(db: Database, request: Request): Promise<Response> {
  const locale = localeOfAddress(new URL(request.url).pathname);
  try {
    const form = await readSignupPost(request);
    const number = readSignupNumber(form.get('number'));
    if (!number.ok) {
      const t = createMessageTranslator(locale, 'SmsSignup');
      const error = t(`problem_number_${number.problem}`);
      if (!wantsPage(request))
        throw new AppError('BAD_REQUEST', createMessageTranslator('en', 'SmsSignup')(`problem_number_${number.problem}`), {
          details: { reason: 'unreadable' },
        });
      const shown = typeof form.get('number') === 'string' ? String(form.get('number')).trim().slice(0, 40) : '';
      const page = renderStopForm({
        action: getPathname({ locale, href: '/sms/stop' }),
        number: { label: t('numberLabel'), hint: t('numberHint'), value: shown, error },
        submit: t('stop'),
      });
      return answerSignupPage(
        locale,
        {
          title: t('stopHeading'),
          problems: { heading: t('problemsHeading'), items: [{ field: 'sms-stop-number', text: error }] },
          paragraphs: [t('stopLead')],
          form: page,
        },
        400,
      );
    }
    const { ticket } = await requestStopCode(db, { e164: number.e164, language: languageOfLocale(locale), address: getClientAddress(request) });
    return answerCodePage(locale, { kind: 'stop', ticket });
  } catch (error) {
    return answerSignupRefusal(request, locale, error);
  }
}
