import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { cookies } from 'next/headers';
import { DocumentShell } from '@/components/site/document-shell';
import { NotFoundContent } from '@/components/site/not-found-content';
import { SiteFrame } from '@/components/site/site-frame';
import { REGION_TITLE } from '@/domain/region/region';
import type { Locale } from '@/i18n/routing';
import './globals.css';
import { getCycloneStatus } from '@/server/weather/get-cyclone-status';
import { withDb } from '@/server/startup/with-db';
import { getSiteLinks } from '@/server/site/get-site-links';

/**
 * An address no route knows. Rendered by the router itself, so the page reaches the browser as HTML
 * (a notFound() thrown by a page arrives as an empty shell drawn only by script: vercel/next.js#62228),
 * in the reader's language from the cookie, with the cyclone banner. Never cached: it reads a cookie.
 */
// The same cookie next.config.ts's rewrites read to choose /en or /tl.
const LOCALE_COOKIE = 'NEXT_LOCALE';

async function readerLocale(): Promise<Locale> {
  const chosen = (await cookies()).get(LOCALE_COOKIE)?.value;
  return chosen === 'tl' ? 'tl' : 'en';
}

export async function generateMetadata(): Promise<Metadata> {
  const locale = await readerLocale();
  const t = await getTranslations({ locale, namespace: 'NotFound' });
  const common = await getTranslations({ locale, namespace: 'Common' });
  return { title: `${t('title')} | ${common('portalName')} — ${REGION_TITLE}`, robots: { index: false } };
}

// The cookie is read before the database is opened: reading it is what tells `next build` the page is
// dynamic, and a build worker that opened the database would hold the data folder the portal starts on.
export default async function GlobalNotFound() {
  return renderNotFound(await readerLocale());
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
