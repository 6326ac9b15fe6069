import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { headers } from 'next/headers';
import { DocumentShell } from '@/modules/site/components/document-shell';
import { NotFoundContent } from '@/modules/site/components/not-found-content';
import { SiteFrame } from '@/modules/site/components/site-frame';
import { REGION_TITLE } from '@/modules/places/rules/region';
import { ADDRESS_LOCALE_HEADER, readAddressLocale } from '@/i18n/address-locale';
import type { Locale } from '@/i18n/routing';
import './globals.css';
import { getCycloneStatus } from '@/modules/weather/server/get-cyclone-status';
import { withDb } from '@/platform/startup/with-db';
import { getSiteLinks } from '@/platform/request/get-site-links';

/**
 * An address no route knows, and an unknown bulletin, town or crop src/proxy.ts sends here (decision 084).
 * Rendered by the router itself, so the page reaches the browser as HTML (a notFound() thrown by a page
 * arrives as an empty shell drawn only by script: vercel/next.js#62228),
 * in the address's language (`/tl/…` is Tagalog: src/proxy.ts says so in a request header, as no
 * params reach this page), with the cyclone banner. Never cached: it reads a request header.
 */
async function addressLocale(): Promise<Locale> {
  const locale = readAddressLocale((await headers()).get(ADDRESS_LOCALE_HEADER));
  // The links drawn by next-intl (the header's, the way home) follow the page's language.
  setRequestLocale(locale);
  return locale;
}

export async function generateMetadata(): Promise<Metadata> {
  const locale = await addressLocale();
  const t = await getTranslations({ locale, namespace: 'NotFound' });
  const common = await getTranslations({ locale, namespace: 'Common' });
  return { title: `${t('title')} | ${common('portalName')} — ${REGION_TITLE}`, robots: { index: false } };
}

// The header is read before the database is opened: reading it is what tells `next build` the page is
// dynamic, and a build worker that opened the database would hold the data folder the portal starts on.
export default async function GlobalNotFound() {
  return renderNotFound(await addressLocale());
}

const renderNotFound = withDb(async function renderNotFound(db, locale: Locale) {
  return (
    <DocumentShell locale={locale}>
      <SiteFrame locale={locale} links={getSiteLinks()}>
        <NotFoundContent locale={locale} cyclone={getCycloneStatus(db)} />
      </SiteFrame>
    </DocumentShell>
  );
});
