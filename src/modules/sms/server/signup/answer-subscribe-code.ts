import 'server-only';
import { readRequestId, readSignupCode } from '@/modules/sms/rules/read-signup-form';
import { findSignupCrop, findSignupTown } from '@/modules/sms/rules/signup-choices';
import { localeOfAddress } from '@/i18n/address-locale';
import { AppError } from '@/platform/errors/app-error';
import type { Database } from '@/platform/db/database';
import { createMessageTranslator } from '@/platform/i18n/create-message-translator';
import { getClientAddress } from '@/platform/request/get-client-address';
import { answerCodePage } from './answer-code-page';
import { answerSignupPage } from './answer-signup-page';
import { answerSignupRefusal } from './answer-signup-refusal';
import { canStopByText } from './can-stop-by-text';
import { confirmSignupCode } from './confirm-signup-code';
import { readSignupPost } from './read-signup-post';
import { wantsPage } from './wants-page';

/**
 * The code typed back for a subscription (`/sms/subscribe/confirm`): the texts start, and the page
 * says what the number will receive and how to stop; a wrong code asks again with the tries left.
 */
export async function answerSubscribeCode(db: Database, request: Request): Promise<Response> {
  const locale = localeOfAddress(new URL(request.url).pathname);
  try {
    const form = await readSignupPost(request);
    const requestId = readRequestId(form.get('request'));
    if (!requestId) throw new AppError('BAD_REQUEST', 'The form names no request: start again on the texts page.', { details: { reason: 'unknown_request' } });
    const code = readSignupCode(form.get('code'));
    if (!code) {
      if (!wantsPage(request)) throw new AppError('BAD_REQUEST', 'Type the 6 digits of the code.', { details: { reason: 'unreadable' } });
      // Nothing was tried: the request is not looked up or counted, and the page asks again without repeating what was asked for.
      return answerCodePage(locale, { kind: 'subscribe', requestId, subscription: null }, { kind: 'format' });
    }
    const outcome = await confirmSignupCode(db, { requestId, code, address: getClientAddress(request) });
    if (outcome.kind === 'wrong')
      return answerCodePage(locale, { kind: 'subscribe', requestId, subscription: outcome.subscription }, { kind: 'wrong', left: outcome.left });
    const t = createMessageTranslator(locale, 'SmsSignup');
    const town = findSignupTown(outcome.subscription.municipalityPsgc);
    const done = t('done', {
      town: town?.name ?? '',
      province: town?.provinceName ?? '',
      crop: findSignupCrop(outcome.subscription.cropKey)?.name[locale] ?? '',
      language: outcome.subscription.language === 'tag' ? t('tagalog') : t('english'),
    });
    return answerSignupPage(locale, { title: t('doneTitle'), paragraphs: [done, t('doneStop', { textStop: canStopByText() ? 'yes' : 'no' })] }, 200);
  } catch (error) {
    return answerSignupRefusal(request, locale, error);
  }
}
