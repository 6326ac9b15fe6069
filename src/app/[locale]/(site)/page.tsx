import type { Metadata } from 'next';
import { CalendarDays, CloudSun, FileText } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { HomeBulletins } from '@/modules/site/components/home/home-bulletins';
import { HomeCyclone } from '@/modules/site/components/home/home-cyclone';
import { HomeSeasonal } from '@/modules/site/components/home/home-seasonal';
import { HomeTenDay } from '@/modules/site/components/home/home-ten-day';
import { CycloneBanner } from '@/modules/site/components/cyclone-banner';
import { PageHeading } from '@/modules/site/components/page-heading';
import { PlaceFinder } from '@/modules/site/components/place-finder';
import { YourTown } from '@/modules/site/components/your-town';
import { REGION_TITLE } from '@/modules/places/rules/region';
import { weatherViewPath } from '@/modules/weather/rules/weather-view';
import { getPathname, Link } from '@/i18n/navigation';
import { renderOnFirstVisit, resolvePageLocale, type LocaleParams } from '@/i18n/resolve-page-locale';
import { listPublicBulletins } from '@/modules/bulletins/server/list-public-bulletins';
import { getPlainPageMetadata, getWeatherPageMetadata } from '@/modules/site/server/previews/get-page-metadata';
import { getProvinceConstants } from '@/modules/places/server/get-province-constants';
import { getCycloneStatus } from '@/modules/weather/server/get-cyclone-status';
import { getRegionOutlookSummary } from '@/modules/weather/server/get-region-outlook-summary';
import { withDb } from '@/platform/startup/with-db';

export const generateStaticParams = renderOnFirstVisit;
// The cyclone banner says how old the advisory is ("issued 3 hours ago"): no page stays more than a minute behind it.
export const revalidate = 50;

/** A shared home page shows the region's cyclone signals while a cyclone is active, else its 10-day rain. */
export const generateMetadata = withDb(async function generateMetadata(db, props: LocaleParams): Promise<Metadata> {
  const locale = await resolvePageLocale(props);
  const common = await getTranslations({ locale, namespace: 'Common' });
  const home = await getTranslations({ locale, namespace: 'Home' });
  const title = `${common('portalName')} — ${REGION_TITLE}`;
  const tab = (await getCycloneStatus(db))?.active ? 'special' : 'ten-day';
  const described = await getWeatherPageMetadata(db, locale, { tab }, { pagePath: '/', title, lead: home('lead') });
  const metadata = described ?? getPlainPageMetadata(locale, 'home');
  return { ...metadata, title: { absolute: title } };
});

const NEWEST_BULLETINS = 4;

const SECTIONS = [
  { href: '/weather-services', icon: CloudSun, title: 'weatherTitle', text: 'weatherText' },
  { href: '/cropping-calendar-v2', icon: CalendarDays, title: 'calendarTitle', text: 'calendarText' },
  { href: '/bulletins', icon: FileText, title: 'bulletinsTitle', text: 'bulletinsText' },
] as const;

/**
 * What is happening now, most urgent first: an active cyclone, the rain of the coming days, the
 * coming months, the newest bulletins; then the way into each part of the portal.
 */
export default withDb(async function HomePage(db, props: LocaleParams) {
  const locale = await resolvePageLocale(props);
  const t = await getTranslations({ locale, namespace: 'Home' });
  const common = await getTranslations({ locale, namespace: 'Common' });
  const weather = await getTranslations({ locale, namespace: 'Weather' });
  const [cyclone, outlooks, bulletins, provinces] = await Promise.all([
    getCycloneStatus(db),
    getRegionOutlookSummary(db),
    listPublicBulletins(db, {}),
    getProvinceConstants(db),
  ]);
  const search = await getTranslations({ locale, namespace: 'Search' });
  const places = provinces.reduce((sum, p) => sum + p.municipalities.length, 0);

  return (
    <>
      <CycloneBanner locale={locale} status={getCycloneStatus(db)} />
      <PageHeading title={`${common('portalName')} — ${REGION_TITLE}`} lead={t('lead')} />
      <YourTown template={t('yourTown')} />
      {cyclone?.active ? <HomeCyclone cyclone={cyclone} /> : null}
      {cyclone && !cyclone.active ? (
        <p data-testid="home-no-cyclone" className="mb-6 text-sm">
          {weather('specialNone')} <a href={getPathname({ locale, href: weatherViewPath({ tab: 'special' }) })}>{t('specialMore')}</a>
        </p>
      ) : null}
      <section aria-labelledby="home-search" className="mb-8 rounded-lg bg-primary-light p-4">
        <h2 id="home-search" className="mb-2 text-lg font-bold text-primary-dark">
          {search('title')}
        </h2>
        <PlaceFinder locale={locale} id="home-q" />
      </section>
      <HomeTenDay summary={outlooks.tenDay} cyclone={cyclone?.active ? cyclone : null} />
      <HomeSeasonal summary={outlooks.seasonal} cyclone={cyclone?.active ? cyclone : null} />
      <HomeBulletins reports={bulletins.reports.slice(0, NEWEST_BULLETINS)} />
      <section aria-labelledby="home-explore">
        <h2 id="home-explore" className="mb-3 text-xl font-bold text-primary-dark">
          {t('explore')}
        </h2>
        <ul className="mb-4 grid gap-4 sm:grid-cols-3">
          {SECTIONS.map(({ href, icon: Icon, title, text }) => (
            <li key={href}>
              <Link
                href={href}
                prefetch={false}
                className="flex h-full flex-col gap-2 rounded-lg border border-neutral-300 p-4 text-neutral-900 no-underline hover:border-primary hover:bg-primary-light"
              >
                <Icon aria-hidden="true" className="size-7 text-primary" />
                <span className="text-lg font-semibold text-primary-dark underline">{t(title)}</span>
                <span className="text-sm">{t(text)}</span>
              </Link>
            </li>
          ))}
        </ul>
        <p className="text-sm text-neutral-700">{t('coverage', { provinces: provinces.length, places })}</p>
      </section>
    </>
  );
});
