import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { ArchiveFilterForm } from '@/modules/bulletins/components/archive-filters';
import { BulletinView } from '@/modules/bulletins/components/bulletin-view';
import { CycloneBanner } from '@/modules/site/components/cyclone-banner';
import { EmptyState } from '@/modules/site/components/empty-state';
import { PageHeading } from '@/modules/site/components/page-heading';
import { archivePath, parseBulletinsView, type ArchiveFilters } from '@/modules/bulletins/rules/archive-view';
import { localeOfLanguage } from '@/modules/bulletins/rules/bulletin-document';
import { formatManilaDateTime } from '@/platform/format/manila-time';
import { languageAlternates } from '@/modules/site/rules/link-preview-metadata';
import { getPathname, Link, pageAddresses } from '@/i18n/navigation';
import { renderOnFirstVisit, resolvePageLocale } from '@/i18n/resolve-page-locale';
import type { Locale } from '@/i18n/routing';
import { getBulletin } from '@/modules/bulletins/server/get-bulletin';
import { listBulletinEditions } from '@/modules/bulletins/server/list-bulletin-editions';
import { addFeedLinks } from '@/modules/exchange/server/feeds/add-feed-links';
import { ARCHIVE_PAGE_SIZE } from '@/modules/bulletins/server/list-public-bulletins';
import { getBulletinPageMetadata, getPlainPageMetadata } from '@/modules/site/server/previews/get-page-metadata';
import { resolvePlaceFilter } from '@/modules/places/server/resolve-place-filter';
import type { Database } from '@/platform/db/database';
import { getBulletinViewMap } from '@/modules/bulletins/server/get-bulletin-view-map';
import { bulletinWords } from '@/modules/bulletins/server/bulletin-words';
import { withDb } from '@/platform/startup/with-db';
import { WhatChanged } from '@/modules/bulletins/components/what-changed';
import { describeChanges } from '@/modules/bulletins/rules/describe-changes';
import { findPreviousBulletin } from '@/modules/bulletins/server/find-previous-bulletin';
import { FeedbackForm } from '@/modules/bulletins/components/feedback-form';
import { ShownFeedbackComments } from '@/modules/bulletins/components/shown-feedback-comments';
import { listShownFeedbackComments } from '@/modules/feedback/server/list-shown-feedback-comments';
import { ApprovalBlock } from '@/modules/bulletins/components/approval-block';
import { LaterNoticesBox } from '@/modules/bulletins/components/later-notices';
import { replacedWords } from '@/modules/bulletins/rules/later-notices';
import { readLaterNotices } from '@/modules/bulletins/server/read-later-notices';
import { WithdrawnNotice } from '@/modules/bulletins/components/withdrawn-notice';
import { makeBulletinQr } from '@/modules/bulletins/server/make-bulletin-qr';
import { getBaseUrl } from '@/platform/request/get-base-url';
import { getCycloneStatus } from '@/modules/weather/server/get-cyclone-status';

export const generateStaticParams = renderOnFirstVisit;
// The cyclone banner says how old the advisory is ("issued 3 hours ago"): no page stays more than a minute behind it.
export const revalidate = 50;

type Props = { params: Promise<{ locale: string; path?: string[] }> };

export const generateMetadata = withDb(async function generateMetadata(db, props: Props): Promise<Metadata> {
  const locale = await resolvePageLocale(props);
  const view = parseBulletinsView((await props.params).path);
  const bulletin = view?.kind === 'bulletin' ? await getBulletinPageMetadata(db, locale, view.id) : null;
  const metadata = bulletin ?? {
    ...getPlainPageMetadata(locale, 'bulletins'),
    ...(view?.kind === 'archive' ? { alternates: languageAlternates(locale, pageAddresses(archivePath(view.filters))) } : {}),
  };
  return addFeedLinks(db, metadata, locale, view?.kind === 'archive' ? view.filters : {});
});

async function Archive({ db, filters }: { db: Database; filters: ArchiveFilters }) {
  const t = await getTranslations('Bulletins');
  const locale = (await getLocale()) as Locale;
  const page = (href: string) => getPathname({ locale, href });
  const [places, list] = await Promise.all([resolvePlaceFilter(db, {}), listBulletinEditions(db, filters)]);
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
        {list.editions.map(({ copies, replacedBy: replaced }) => {
          // The reader's language first; the card speaks in the copy it leads with.
          const ordered = [...copies].sort((a, b) => Number(localeOfLanguage(b.language) === locale) - Number(localeOfLanguage(a.language) === locale));
          const lead = ordered[0]!;
          return (
            <li key={lead.id} className="rounded-md border border-neutral-300 p-3">
              {/* A bulletin keeps the language it was written in, whatever the page's: marked so readers (and screen readers) know. */}
              <p className="font-semibold" lang={localeOfLanguage(lead.language)}>
                {lead.title} — {lead.municipality}, {lead.province} — {lead.crop}
                {lead.isDemo ? <span className="ml-2 rounded bg-amber-100 px-1 text-xs font-normal">{t('demo')}</span> : null}
              </p>
              {replaced ? (
                <p className="text-sm font-semibold text-amber-900" lang={localeOfLanguage(lead.language)} data-testid="archive-replaced">
                  {replacedWords(replaced, lead.language)}{' '}
                  <a href={page(`/bulletins/${replaced.id}`)} className="inline-flex min-h-6 items-center">
                    {t('newest')}
                  </a>
                </p>
              ) : null}
              <p className="text-sm text-neutral-700">
                <span lang={localeOfLanguage(lead.language)}>{lead.period}</span> · {/* Issued when approved: the time the bulletin's page and PDF print. */}
                {t('issued', { date: formatManilaDateTime(lead.publishedAt ?? lead.date_created._seconds * 1000, locale) })} · {lead.reference}
              </p>
              <ul aria-label={t('copiesLabel')} className="mt-2 grid gap-1 text-sm">
                {ordered.map((copy) => (
                  <li key={copy.id} className="flex flex-wrap items-center gap-x-4 gap-y-1">
                    <span className="min-w-16 font-medium">{t(`copyName_${copy.language}`)}</span>
                    <a href={page(copy.htmlUrl)} className="inline-flex min-h-11 items-center">
                      {t('view')}
                      <span className="sr-only"> ({t(`language_${copy.language}`)})</span>
                    </a>
                    <a href={copy.pdfUrl} className="inline-flex min-h-11 items-center">
                      {t('pdf', { size: `${Math.max(1, Math.round(copy.size / 1024))} KB` })}
                      <span className="sr-only"> ({t(`language_${copy.language}`)})</span>
                    </a>
                  </li>
                ))}
              </ul>
            </li>
          );
        })}
      </ol>
      {pages > 1 ? (
        <nav aria-label={t('page', { page: list.page, pages })} className="mt-4 flex flex-wrap items-center gap-4 text-sm">
          {list.page > 1 ? <a href={page(archivePath({ ...filters, page: list.page - 1 }))}>{t('previous')}</a> : null}
          <span>{t('page', { page: list.page, pages })}</span>
          {list.page < pages ? <a href={page(archivePath({ ...filters, page: list.page + 1 }))}>{t('next')}</a> : null}
        </nav>
      ) : null}
    </>
  );
}

export default withDb(async function BulletinsPage(db, props: Props) {
  const locale = await resolvePageLocale(props);
  const view = parseBulletinsView((await props.params).path);
  if (!view) notFound();
  if (view.kind === 'bulletin') {
    const found = await getBulletin(db, view.id);
    if (!found) notFound();
    const previous = await findPreviousBulletin(db, found.report.id);
    const { row } = found;
    const webAddress = `${getBaseUrl()}/bulletins/${row.id}`;
    return (
      <>
        <CycloneBanner locale={locale} status={getCycloneStatus(db)} place={{ province: found.document.province, municipality: found.document.municipality }} />
        <BulletinView
          document={found.document}
          report={found.report}
          map={getBulletinViewMap(db, found.report.id, found.document)}
          words={bulletinWords(found.document)}
          notice={
            row.withdrawnAt ? (
              <WithdrawnNotice language={row.language} withdrawnAt={row.withdrawnAt} reason={row.withdrawnReason} />
            ) : (
              <LaterNoticesBox notices={await readLaterNotices(db, found)} document={found.document} />
            )
          }
          approval={
            row.publishedAt && row.approvedByName ? (
              <ApprovalBlock
                language={row.language}
                preparedBy={row.ownerName ?? row.ownerEmail}
                approvedBy={row.approvedByName}
                approvedAt={row.publishedAt}
                samePerson={row.approvedById === row.ownerId}
                webAddress={webAddress}
                qrSvg={(await makeBulletinQr(webAddress)).svg}
              />
            ) : null
          }
          whatChanged={
            <WhatChanged changes={describeChanges(previous?.document ?? null, found.document)} previous={previous} language={found.document.language} />
          }
        />
        {/* A withdrawn bulletin asks for no more answers. */}
        {found.row.state === 'published' ? (
          <>
            <ShownFeedbackComments comments={listShownFeedbackComments(db, view.id)} locale={locale} />
            <FeedbackForm bulletinId={view.id} locale={locale} />
          </>
        ) : null}
      </>
    );
  }
  const t = await getTranslations({ locale, namespace: 'Bulletins' });
  return (
    <>
      <CycloneBanner locale={locale} status={getCycloneStatus(db)} />
      <PageHeading title={t('title')} lead={t('lead')} />
      <Archive db={db} filters={view.filters} />
    </>
  );
});
