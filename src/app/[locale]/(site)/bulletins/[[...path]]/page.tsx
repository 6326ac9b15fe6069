import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { ArchiveFilterForm } from '@/components/bulletins/archive-filters';
import { BulletinView } from '@/components/bulletins/bulletin-view';
import { CycloneBanner } from '@/components/site/cyclone-banner';
import { EmptyState } from '@/components/site/empty-state';
import { PageHeading } from '@/components/site/page-heading';
import { archivePath, parseBulletinsView, type ArchiveFilters } from '@/domain/bulletins/archive-view';
import { localeOfLanguage } from '@/domain/bulletins/bulletin-document';
import { formatManilaDateTime } from '@/domain/format/manila-time';
import { renderOnFirstVisit, resolvePageLocale } from '@/i18n/resolve-page-locale';
import { getBulletin } from '@/server/bulletins/get-bulletin';
import { ARCHIVE_PAGE_SIZE, listPublicBulletins } from '@/server/bulletins/list-public-bulletins';
import { getDb } from '@/server/db/get-db';
import { resolvePlaceFilter } from '@/server/places/resolve-place-filter';

export const generateStaticParams = renderOnFirstVisit;
export const revalidate = 3600;

type Props = { params: Promise<{ locale: string; path?: string[] }> };

export async function generateMetadata(props: Props): Promise<Metadata> {
  const locale = await resolvePageLocale(props);
  const view = parseBulletinsView((await props.params).path);
  if (view?.kind === 'bulletin') {
    const found = await getBulletin(await getDb(), view.id);
    if (found) return { title: `${found.document.title} — ${found.document.municipality.name} — ${found.document.crop.name}` };
  }
  const t = await getTranslations({ locale, namespace: 'Bulletins' });
  return { title: t('title') };
}

async function Archive({ filters }: { filters: ArchiveFilters }) {
  const t = await getTranslations('Bulletins');
  const locale = await getLocale();
  const db = await getDb();
  const [places, list] = await Promise.all([resolvePlaceFilter(db, {}), listPublicBulletins(db, filters)]);
  const pages = Math.max(1, Math.ceil(list.total / ARCHIVE_PAGE_SIZE));
  if (list.page > pages) notFound();
  const filtered = Object.keys(filters).some((key) => key !== 'page');
  return (
    <>
      <ArchiveFilterForm filters={filters} places={places} />
      <p className="mb-3 text-sm" role="status">
        {t('count', { count: list.total })}
        {filtered ? (
          <>
            {' · '}
            <Link href="/bulletins" prefetch={false}>
              {t('clear')}
            </Link>
          </>
        ) : null}
      </p>
      {list.total === 0 ? <EmptyState title={filtered ? t('none') : t('empty')} /> : null}
      <ol className="grid gap-3" data-testid="archive">
        {list.reports.map((report) => (
          <li key={report.id} className="rounded-md border border-neutral-300 p-3">
            {/* A bulletin keeps the language it was written in, whatever the page's: marked so readers (and screen readers) know. */}
            <p className="font-semibold" lang={localeOfLanguage(report.language)}>
              {report.title} — {report.municipality}, {report.province} — {report.crop}
              {report.isDemo ? <span className="ml-2 rounded bg-amber-100 px-1 text-xs font-normal">{t('demo')}</span> : null}
            </p>
            <p className="text-sm text-neutral-700">
              <span lang={localeOfLanguage(report.language)}>{report.period}</span> · {t(`language_${report.language}`)} · {t('issued', { date: formatManilaDateTime(report.date_created._seconds * 1000, locale) })} ·{' '}
              {report.reference}
            </p>
            <p className="mt-1 flex flex-wrap gap-4 text-sm">
              <a href={report.htmlUrl}>{t('view')}</a>
              <a href={report.pdfUrl}>{t('pdf', { size: `${Math.max(1, Math.round(report.size / 1024))} KB` })}</a>
            </p>
          </li>
        ))}
      </ol>
      {pages > 1 ? (
        <nav aria-label={t('page', { page: list.page, pages })} className="mt-4 flex flex-wrap items-center gap-4 text-sm">
          {list.page > 1 ? <a href={archivePath({ ...filters, page: list.page - 1 })}>{t('previous')}</a> : null}
          <span>{t('page', { page: list.page, pages })}</span>
          {list.page < pages ? <a href={archivePath({ ...filters, page: list.page + 1 })}>{t('next')}</a> : null}
        </nav>
      ) : null}
    </>
  );
}

export default async function BulletinsPage(props: Props) {
  const locale = await resolvePageLocale(props);
  const view = parseBulletinsView((await props.params).path);
  if (!view) notFound();
  if (view.kind === 'bulletin') {
    const found = await getBulletin(await getDb(), view.id);
    if (!found) notFound();
    return (
      <>
        <CycloneBanner locale={locale} place={{ province: found.document.province, municipality: found.document.municipality }} />
        <BulletinView document={found.document} report={found.report} />
      </>
    );
  }
  const t = await getTranslations({ locale, namespace: 'Bulletins' });
  return (
    <>
      <CycloneBanner locale={locale} />
      <PageHeading title={t('title')} lead={t('lead')} />
      <Archive filters={view.filters} />
    </>
  );
}
