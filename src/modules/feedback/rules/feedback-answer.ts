import { cleanFeedbackComment, commentLength, FEEDBACK_COMMENT_MAX } from './feedback-comment';

/** The portal's two languages (src/i18n/routing.ts, which the domain may not import). */
export type FeedbackLocale = 'en' | 'tl';

export interface FeedbackAnswer {
  useful: boolean;
  /** Cleaned plain text (cleanFeedbackComment), or null. */
  comment: string | null;
}

/** Why an answer was refused (an error's `details.reason`): the answer page words each one in the reader's language. */
export const FEEDBACK_REFUSALS = [
  'missing_answer',
  'comment_too_long',
  'not_found',
  'withdrawn',
  'address_limit',
  'bulletin_limit',
  'reader_limit',
  'unreadable',
  'other_site',
] as const;
export type FeedbackRefusal = (typeof FEEDBACK_REFUSALS)[number];

export type ReadAnswer = { ok: true; answer: FeedbackAnswer } | { ok: false; refusal: FeedbackRefusal; message: string };

/**
 * The form's fields as the browser sent them (`FormData.get`: a string, a file or null). `useful`
 * is `yes` or `no`; the comment is optional, at most FEEDBACK_COMMENT_MAX characters as typed.
 */
export function readFeedbackAnswer(fields: { useful: unknown; comment: unknown }): ReadAnswer {
  const useful = typeof fields.useful === 'string' ? fields.useful.trim().toLowerCase() : '';
  if (useful !== 'yes' && useful !== 'no') {
    return { ok: false, refusal: 'missing_answer', message: 'Choose whether the bulletin was useful: the field useful must be yes or no.' };
  }
  const typed = typeof fields.comment === 'string' ? fields.comment : '';
  const length = commentLength(typed);
  if (length > FEEDBACK_COMMENT_MAX) {
    return {
      ok: false,
      refusal: 'comment_too_long',
      message: `The comment is ${length} characters long; write at most ${FEEDBACK_COMMENT_MAX}.`,
    };
  }
  return { ok: true, answer: { useful: useful === 'yes', comment: cleanFeedbackComment(typed) } };
}

/**
 * The answer page's language: the form's hidden field (the page's own language), else the language of
 * the address the form was sent to (`/tl/bulletins/{id}/feedback` is Tagalog). Never a cookie.
 */
export function pickFeedbackLocale(field: unknown, addressLocale: FeedbackLocale): FeedbackLocale {
  return field === 'en' || field === 'tl' ? field : addressLocale;
}
