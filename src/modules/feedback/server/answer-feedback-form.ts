import 'server-only';
import { randomBytes } from 'node:crypto';
import { FEEDBACK_COMMENT_MAX } from '@/modules/feedback/rules/feedback-comment';
import { FEEDBACK_REFUSALS, pickFeedbackLocale, readFeedbackAnswer, type FeedbackLocale, type FeedbackRefusal } from '@/modules/feedback/rules/feedback-answer';
import { renderFeedbackAnswerPage } from '@/modules/feedback/rules/feedback-answer-page';
import { describeWait, READER_COOKIE, READER_COOKIE_MAX_AGE, readerIdOf } from '@/modules/feedback/rules/feedback-limits';
import type { Database } from '@/platform/db/database';
import { AppError } from '@/platform/errors/app-error';
import { readFormData } from '@/platform/http/read-form-data';
import { localeOfAddress } from '@/i18n/address-locale';
import { getPathname } from '@/i18n/navigation';
import { createMessageTranslator } from '@/platform/i18n/create-message-translator';
import { getClientAddress } from '@/platform/request/get-client-address';
import { getOwnOrigins } from '@/platform/request/get-own-origins';
import { checkPublicFormOrigin } from '@/platform/request/rules/check-request-origin';
import { recordFeedback } from './record-feedback';

// A comment of FEEDBACK_COMMENT_MAX characters, each escaped as up to 12 bytes, and the other fields.
const FORM_LIMIT = 8 * 1024;
const secure = (request: Request) => new URL(request.url).protocol === 'https:';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

type Outcome = { kind: 'thanks'; withComment: boolean } | { kind: 'refused'; refusal: FeedbackRefusal; retryAfter?: number };

function page(locale: FeedbackLocale, bulletinId: string, outcome: Outcome, status: number, headers: Record<string, string> = {}): Response {
  const t = createMessageTranslator(locale, 'Feedback');
  const back = UUID.test(bulletinId) && !(outcome.kind === 'refused' && outcome.refusal === 'not_found');
  const wait = outcome.kind === 'refused' ? describeWait(outcome.retryAfter ?? 0) : null;
  const paragraphs =
    outcome.kind === 'thanks'
      ? [t('thanks'), ...(outcome.withComment ? [t('thanksComment')] : [])]
      : [t(`refusal_${outcome.refusal}`, { max: FEEDBACK_COMMENT_MAX, wait: wait ? t(`wait_${wait.unit}`, { count: wait.count }) : '' })];
  const html = renderFeedbackAnswerPage(locale, {
    portalName: createMessageTranslator(locale, 'Common')('portalName'),
    title: outcome.kind === 'thanks' ? t('thanksTitle') : t('problemTitle'),
    paragraphs,
    backHref: getPathname({ locale, href: back ? `/bulletins/${bulletinId}` : '/bulletins' }),
    backLabel: back ? t('back') : t('backArchive'),
  });
  return new Response(html, { status, headers: { ...headers, 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' } });
}

function refusalOf(error: AppError): FeedbackRefusal {
  const reason = error.details?.reason;
  return FEEDBACK_REFUSALS.find((refusal) => refusal === reason) ?? 'unreadable';
}

/**
 * The feedback form's post (`/bulletins/{id}/feedback`, under `/tl` from a Tagalog page): reads the
 * form, stores the answer and answers with a page in the reader's language, its way back in that
 * language. A browser (Accept: text/html) gets its refusals as pages too, with their status (and
 * Retry-After); other clients get them as the API's JSON errors, thrown on to the route wrapper.
 */
export async function answerFeedbackForm(db: Database, request: Request, bulletinId: string): Promise<Response> {
  const browser = /\btext\/html\b/i.test(request.headers.get('accept') ?? '');
  const addressLocale = localeOfAddress(new URL(request.url).pathname);
  let locale = pickFeedbackLocale(null, addressLocale);
  try {
    const origin = checkPublicFormOrigin(
      { origin: request.headers.get('origin'), secFetchSite: request.headers.get('sec-fetch-site') },
      getOwnOrigins(request),
    );
    if (!origin.ok)
      throw new AppError('FORBIDDEN', `This answer was sent from another site (${origin.from}) and was not recorded. Answer on the bulletin's page.`, {
        details: { reason: 'other_site' },
      });
    const form = await readFormData(request, FORM_LIMIT, {
      tooLarge: 'The feedback form is larger than 8 KB and was refused.',
      notAForm: 'Send the answer as a form: useful (yes or no), comment (optional) and locale (en or tl).',
    });
    locale = pickFeedbackLocale(form.get('locale'), addressLocale);
    const read = readFeedbackAnswer({ useful: form.get('useful'), comment: form.get('comment') });
    if (!read.ok) throw new AppError('BAD_REQUEST', read.message, { details: { reason: read.refusal } });
    const known = readerIdOf(request.headers.get('cookie'));
    const reader = known ?? randomBytes(16).toString('base64url');
    await recordFeedback(db, bulletinId, read.answer, { address: getClientAddress(request), reader });
    // Set only when a reader answers, so that readers behind one address are told apart (privacy page).
    const cookie: Record<string, string> = known
      ? {}
      : { 'Set-Cookie': `${READER_COOKIE}=${reader}; Path=/; Max-Age=${READER_COOKIE_MAX_AGE}; HttpOnly; SameSite=Lax${secure(request) ? '; Secure' : ''}` };
    return page(locale, bulletinId, { kind: 'thanks', withComment: read.answer.comment !== null }, 200, cookie);
  } catch (error) {
    if (!browser || !(error instanceof AppError)) throw error;
    const retryAfter = Number(error.headers?.['Retry-After'] ?? 0);
    return page(locale, bulletinId, { kind: 'refused', refusal: refusalOf(error), retryAfter }, error.status, error.headers);
  }
}
