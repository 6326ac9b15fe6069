import { getTranslations } from 'next-intl/server';
import { FEEDBACK_COMMENT_MAX } from '@/modules/feedback/rules/feedback-comment';
import { getPathname } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';

/**
 * "Was this useful?" under a published bulletin: a plain form posted to `/bulletins/{id}/feedback`
 * (under `/tl` on a Tagalog page), so it works without script. It holds nothing about the visitor (the
 * page it is on is cached for everyone), only the bulletin and the page's language, which the answer
 * page speaks.
 */
export async function FeedbackForm({ bulletinId, locale }: { bulletinId: string; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Feedback' });
  return (
    <section lang={locale} aria-labelledby="feedback-heading" className="mt-8 max-w-3xl rounded-md border border-neutral-300 p-4" data-testid="feedback">
      <h2 id="feedback-heading" className="text-lg font-bold">
        {t('heading')}
      </h2>
      <form method="post" action={getPathname({ locale, href: `/bulletins/${bulletinId}/feedback` })} className="mt-2 grid gap-3">
        <input type="hidden" name="locale" value={locale} />
        <fieldset>
          <legend className="font-semibold">{t('question')}</legend>
          <div className="mt-1 flex flex-wrap gap-x-6">
            {(['yes', 'no'] as const).map((value) => (
              <label key={value} className="inline-flex min-h-11 items-center gap-2">
                <input type="radio" name="useful" value={value} required className="size-5 accent-primary" />
                {t(value)}
              </label>
            ))}
          </div>
        </fieldset>
        <div>
          <label htmlFor="feedback-comment" className="font-semibold">
            {t('commentLabel')}
          </label>
          <p id="feedback-comment-hint" className="text-sm text-neutral-700">
            {t('commentHint', { max: FEEDBACK_COMMENT_MAX })}
          </p>
          <textarea
            id="feedback-comment"
            name="comment"
            rows={3}
            maxLength={FEEDBACK_COMMENT_MAX}
            aria-describedby="feedback-comment-hint"
            className="mt-1 block w-full rounded border border-neutral-500 p-2"
          />
        </div>
        <button type="submit" className="min-h-11 justify-self-start rounded-md bg-primary px-4 font-semibold text-white">
          {t('send')}
        </button>
      </form>
    </section>
  );
}
