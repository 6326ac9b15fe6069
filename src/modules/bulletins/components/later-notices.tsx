import { TriangleAlert } from 'lucide-react';
import { getLocale, getTranslations } from 'next-intl/server';
import { localeOfLanguage, type BulletinDocument } from '@/modules/bulletins/rules/bulletin-document';
import { replacedWords, signalSinceWords, type LaterNotices } from '@/modules/bulletins/rules/later-notices';
import { getPathname } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';

/**
 * Said above a published bulletin's unchanged content when something happened after it: a later
 * advisory's bulletin replaced it, or a signal was raised for its place. In the bulletin's language,
 * with the links to follow instead.
 */
export async function LaterNoticesBox({ notices, document: doc }: { notices: LaterNotices; document: BulletinDocument }) {
  const { replacedBy, signalSince } = notices;
  if (!replacedBy && !signalSince) return null;
  const locale = localeOfLanguage(doc.language);
  const t = await getTranslations({ locale, namespace: 'Bulletin' });
  // The words are the bulletin's; the links stay in the page's language.
  const pageLocale = (await getLocale()) as Locale;
  const page = (href: string) => getPathname({ locale: pageLocale, href });
  return (
    <div
      role="note"
      lang={locale}
      className="my-3 flex items-start gap-3 rounded-lg border-2 border-amber-700 bg-amber-50 p-4 text-neutral-900"
      data-testid="later-notices"
    >
      <TriangleAlert aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-amber-800" />
      <div className="grid gap-2">
        {replacedBy ? (
          <p data-testid="replaced-notice">
            <strong>{replacedWords(replacedBy, doc.language)}</strong>{' '}
            <a href={page(`/bulletins/${replacedBy.id}`)} className="inline-block min-h-6 font-semibold">
              {t('readNewest')}
            </a>
          </p>
        ) : null}
        {signalSince ? (
          <div data-testid="signal-since-notice">
            <p className="font-bold">{signalSinceWords(signalSince.signal, doc.language)}</p>
            <ul className="mt-1 flex flex-wrap gap-x-4">
              <li>
                <a href={page(signalSince.cyclonePage)} className="inline-block min-h-6 font-semibold">
                  {t('cycloneAdvice', { place: doc.municipality.name })}
                </a>
              </li>
              {signalSince.newestSpecial ? (
                <li>
                  <a href={page(`/bulletins/${signalSince.newestSpecial}`)} className="inline-block min-h-6 font-semibold">
                    {t('newestSpecial')}
                  </a>
                </li>
              ) : null}
            </ul>
          </div>
        ) : null}
      </div>
    </div>
  );
}
