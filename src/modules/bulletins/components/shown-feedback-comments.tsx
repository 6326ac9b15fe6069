import { getTranslations } from 'next-intl/server';
import type { ShownComment } from '@/modules/feedback/rules/feedback-views';
import { formatDate, manilaToday } from '@/platform/format/manila-time';
import type { Locale } from '@/i18n/routing';

/**
 * The readers' comments staff chose to show under a bulletin (none: nothing at all). They are plain
 * text and rendered as React text, so whatever a reader typed is shown, never run.
 */
export async function ShownFeedbackComments({ comments: given, locale }: { comments: ShownComment[] | Promise<ShownComment[]>; locale: Locale }) {
  const comments = await given;
  if (comments.length === 0) return null;
  const t = await getTranslations({ locale, namespace: 'Feedback' });
  return (
    <section lang={locale} aria-labelledby="feedback-comments-heading" className="mt-8 max-w-3xl" data-testid="feedback-comments">
      <h2 id="feedback-comments-heading" className="mb-2 text-lg font-bold">
        {t('commentsHeading')}
      </h2>
      <ul className="grid gap-3">
        {comments.map((comment) => (
          <li key={comment.id} className="rounded-md border border-neutral-300 p-3">
            <p className="break-words whitespace-pre-line">{comment.comment}</p>
            <p className="mt-1 text-sm text-neutral-700">
              {comment.useful === null ? '' : `${comment.useful ? t('commentUseful') : t('commentNotUseful')} · `}
              {formatDate(manilaToday(comment.createdAt), locale)}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
