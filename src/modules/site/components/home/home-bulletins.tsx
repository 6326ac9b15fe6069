import { getLocale, getTranslations } from 'next-intl/server';
import { localeOfLanguage } from '@/modules/bulletins/rules/bulletin-document';
import { formatManilaDateTime } from '@/platform/format/manila-time';
import { EmptyState } from '@/modules/site/components/empty-state';
import { getPathname, Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import type { Report } from '@/modules/bulletins/server/to-report';

/** The newest saved bulletins, each linked to its page, and the way to all of them. */
export async function HomeBulletins({ reports }: { reports: Report[] }) {
  const locale = (await getLocale()) as Locale;
  const t = await getTranslations('Home');
  const b = await getTranslations('Bulletins');
  return (
    <section aria-labelledby="home-bulletins" data-testid="home-bulletins" className="mb-8">
      <h2 id="home-bulletins" className="mb-2 text-xl font-bold text-primary-dark">
        {t('bulletinsLatest')}
      </h2>
      {reports.length === 0 ? (
        <EmptyState title={b('empty')} />
      ) : (
        <>
          <ul className="mb-3 grid gap-2">
            {reports.map((report) => (
              <li key={report.id} className="rounded-md border border-neutral-300 px-3 py-2">
                {/* A bulletin keeps the language it was written in, whatever the page's. */}
                <a href={getPathname({ locale, href: report.htmlUrl })} className="font-medium" lang={localeOfLanguage(report.language)}>
                  {report.title} — {report.municipality}, {report.province} — {report.crop}
                </a>
                {report.isDemo ? <span className="ml-2 rounded bg-amber-100 px-1 text-xs">{b('demo')}</span> : null}
                <p className="text-sm text-neutral-700">
                  <span lang={localeOfLanguage(report.language)}>{report.period}</span> ·{' '}
                  {b('issued', { date: formatManilaDateTime(report.date_created._seconds * 1000, locale) })}
                </p>
              </li>
            ))}
          </ul>
          <p className="text-sm">
            <Link href="/bulletins" prefetch={false}>
              {t('bulletinsMore')}
            </Link>
          </p>
        </>
      )}
    </section>
  );
}
