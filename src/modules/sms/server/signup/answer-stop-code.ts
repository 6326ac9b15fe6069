import 'server-only';
import { readSignupCode, readStopTicket } from '@/modules/sms/rules/read-signup-form';
import { localeOfAddress } from '@/i18n/address-locale';
import type { Database } from '@/platform/db/database';
import { AppError } from '@/platform/errors/app-error';
import { createMessageTranslator } from '@/platform/i18n/create-message-translator';
import { getClientAddress } from '@/platform/request/get-client-address';
import { answerCodePage } from './answer-code-page';
import { answerSignupPage } from './answer-signup-page';
import { answerSignupRefusal } from './answer-signup-refusal';
import { confirmStopCode } from './confirm-stop-code';
import { readSignupPost } from './read-signup-post';
import { wantsPage } from './wants-page';

/** The code typed back to stop a number's texts (`/sms/stop/confirm`): stopped, or asked again with the tries left. */
export async function answerStopCode(db: Database, request: Request): Promise<Response> {
  const locale = localeOfAddress(new URL(request.url).pathname);
  try {
    const form = await readSignupPost(request);
    const ticket = readStopTicket(form.get('request'));
    if (!ticket) throw new AppError('BAD_REQUEST', 'The form names no request: start again on the texts page.', { details: { reason: 'unknown_request' } });
    const code = readSignupCode(form.get('code'));
    if (!code) {
      if (!wantsPage(request)) throw new AppError('BAD_REQUEST', 'Type the 6 digits of the code.', { details: { reason: 'unreadable' } });
      return answerCodePage(locale, { kind: 'stop', ticket }, { kind: 'format' });
    }
    const outcome = await confirmStopCode(db, { ticket, code, address: getClientAddress(request) });
    if (outcome.kind === 'wrong') return answerCodePage(locale, { kind: 'stop', ticket }, { kind: 'wrong', left: outcome.left });
    const t = createMessageTranslator(locale, 'SmsSignup');
    return answerSignupPage(locale, { title: t('stoppedTitle'), paragraphs: [t('stopped')] }, 200);
  } catch (error) {
    return answerSignupRefusal(request, locale, error);
  }
}
