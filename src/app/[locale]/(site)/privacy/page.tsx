import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { CycloneBanner } from '@/modules/site/components/cyclone-banner';
import { PageHeading } from '@/modules/site/components/page-heading';
import { getPlainPageMetadata } from '@/modules/site/server/previews/get-page-metadata';
import { renderOnFirstVisit, resolvePageLocale, type LocaleParams } from '@/i18n/resolve-page-locale';
import { getCycloneStatus } from '@/modules/weather/server/get-cyclone-status';
import { withDb } from '@/platform/startup/with-db';

// Constant text, but it opens with the cyclone banner while a cyclone is active: rendered on the first
// visit (the build must not open the database) and revalidated with the other public pages.
export const generateStaticParams = renderOnFirstVisit;
export const revalidate = 50;

export async function generateMetadata(props: LocaleParams): Promise<Metadata> {
  return getPlainPageMetadata(await resolvePageLocale(props), 'privacy');
}

export default withDb(async function PrivacyPage(db, props: LocaleParams) {
  const locale = await resolvePageLocale(props);
  const t = await getTranslations({ locale, namespace: 'Privacy' });
  return (
    <>
      <CycloneBanner locale={locale} status={getCycloneStatus(db)} />
      <PageHeading title={t('title')} />
      <div className="max-w-prose space-y-4">
        <p>{t('body')}</p>
        <p>{t('contact')}</p>
      </div>
    </>
  );
});
