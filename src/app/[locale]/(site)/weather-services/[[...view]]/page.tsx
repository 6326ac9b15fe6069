import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { LatestBulletinLink } from '@/modules/bulletins/components/latest-bulletin-link';
import { CycloneBanner } from '@/modules/site/components/cyclone-banner';
import { EmptyState } from '@/modules/site/components/empty-state';
import { PageHeading } from '@/modules/site/components/page-heading';
import { ChoiceLinks } from '@/modules/weather/components/choice-links';
import { OutlookEndedNotice } from '@/modules/weather/components/outlook-ended-notice';
import { resolveViewPlaces } from '@/modules/weather/components/resolve-view-places';
import { PlaceSignalAdvice } from '@/modules/calendar/components/place-signal-advice';
import { RememberTown } from '@/modules/site/components/your-town';
import { slugify } from '@/modules/places/rules/slugify';
import { SeasonalPanel } from '@/modules/weather/components/seasonal-panel';
import { TodayCard } from '@/modules/weather/components/today-card';
import { manilaToday } from '@/platform/format/manila-time';
import { SpecialPanel } from '@/modules/weather/components/special-panel';
import { TenDayPanel } from '@/modules/weather/components/ten-day-panel';
import { parseWeatherView, weatherViewPath, WEATHER_TABS, type WeatherView } from '@/modules/weather/rules/weather-view';
import { renderOnFirstVisit, resolvePageLocale } from '@/i18n/resolve-page-locale';
import { addFeedLinks } from '@/modules/exchange/server/feeds/add-feed-links';
import { resolvePlaceFilter, type ResolvedPlaces } from '@/modules/places/server/resolve-place-filter';
import { getPlainPageMetadata, getWeatherPageMetadata } from '@/modules/site/server/previews/get-page-metadata';
import { getCycloneStatus } from '@/modules/weather/server/get-cyclone-status';
import { getSeasonalOutlook } from '@/modules/weather/server/get-seasonal-outlook';
import { getPlaceSignalAdvice } from '@/modules/recommendations/server/get-place-signal-advice';
import { getSpecialOutlook } from '@/modules/weather/server/get-special-outlook';
import { getTenDayOutlook } from '@/modules/weather/server/get-ten-day-outlook';
import { unlessNotFound } from '@/platform/errors/unless-not-found';
import type { Database } from '@/platform/db/database';
import { findLatestBulletin } from '@/modules/bulletins/server/find-latest-bulletin';
import { languageOfLocale } from '@/modules/bulletins/rules/bulletin-document';
import { getWeatherReads } from '@/modules/weather/server/maps/get-weather-reads';
import { withDb } from '@/platform/startup/with-db';

export const generateStaticParams = renderOnFirstVisit;
// The cyclone banner says how old the advisory is ("issued 3 hours ago"): no page stays more than a minute behind it.
export const revalidate = 50;

type Props = { params: Promise<{ locale: string; view?: string[] }> };

export const generateMetadata = withDb(async function generateMetadata(db, props: Props): Promise<Metadata> {
  const locale = await resolvePageLocale(props);
  const segments = (await props.params).view;
  const view = parseWeatherView(segments);
  if (view && !segments?.length && (await getCycloneStatus(db))?.active) view.tab = 'special';
  const described = view ? await getWeatherPageMetadata(db, locale, view, { pagePath: segments?.length ? weatherViewPath(view) : '/weather-services' }) : null;
  return addFeedLinks(db, described ?? getPlainPageMetadata(locale, 'weather'), locale, view ?? {}, { cyclone: true });
});

const BULLETIN_TYPE_OF_TAB = { seasonal: 'seasonal', 'ten-day': 'ten_day', special: 'special_weather' } as const;
const TAB_LABELS = { seasonal: 'tabSeasonal', 'ten-day': 'tabTenDay', special: 'tabSpecial' } as const;

async function TabContent({ db, view, places }: { db: Database; view: WeatherView; places: ResolvedPlaces }) {
  const t = await getTranslations('Weather');
  if (view.tab === 'ten-day') {
    const outlook = await unlessNotFound(() => getTenDayOutlook(db, {}));
    if (outlook)
      return (
        <>
          <OutlookEndedNotice issuance={outlook.issuance} />
          <TenDayPanel view={view} outlook={outlook} provinces={places.provinces} places={places.municipalities} reads={getWeatherReads(db)} />
        </>
      );
  } else if (view.tab === 'seasonal') {
    const outlook = await unlessNotFound(() => getSeasonalOutlook(db, {}));
    if (outlook)
      return (
        <>
          <OutlookEndedNotice issuance={outlook.issuance} />
          <SeasonalPanel view={view} outlook={outlook} places={places} reads={getWeatherReads(db)} />
        </>
      );
  } else {
    const outlook = await unlessNotFound(() => getSpecialOutlook(db, {}));
    if (outlook)
      return (
        <>
          <OutlookEndedNotice issuance={outlook.issuance} activeCyclone={outlook.advisory.activeCyclone} />
          <SpecialPanel view={view} outlook={outlook} places={places} reads={getWeatherReads(db)} />
        </>
      );
  }
  return <EmptyState title={t('empty')} />;
}

/** Today's card of a town's 10-day outlook, read for the town alone: placed before the tabs, on a phone's first screen. */
async function TownToday({ db, municipality }: { db: Database; municipality: { psgc: string; name: string } }) {
  const outlook = await unlessNotFound(() => getTenDayOutlook(db, { municipality: municipality.psgc }));
  const days = outlook?.municipalities.find((m) => m.id === municipality.psgc)?.days;
  if (!outlook || outlook.issuance.expired || !days?.length) return null;
  return <TodayCard place={municipality.name} days={days} today={manilaToday()} />;
}

export default withDb(async function WeatherServicesPage(db, props: Props) {
  const locale = await resolvePageLocale(props);
  const segments = (await props.params).view;
  const view = parseWeatherView(segments);
  if (!view) notFound();
  // While a cyclone is active the bare address opens on its tab; the others stay one tap away.
  if (!segments?.length && (await getCycloneStatus(db))?.active) view.tab = 'special';
  const t = await getTranslations({ locale, namespace: 'Weather' });
  const places = await resolvePlaceFilter(db, {});
  const { province, municipality } = resolveViewPlaces(view, places.provinces, places.municipalities);

  return (
    <>
      <CycloneBanner locale={locale} status={getCycloneStatus(db)} place={province ? { province, municipality } : undefined} />
      {/* A town's pages name the town first: the reader checks they are reading their own place. */}
      <PageHeading
        title={
          municipality && province
            ? t('placeTitle', { place: `${municipality.name}, ${province.name}` })
            : province
              ? t('placeTitle', { place: province.name })
              : t('title')
        }
        lead={municipality ? undefined : t('lead')}
      />
      {municipality && province ? (
        <RememberTown
          name={municipality.name}
          href={weatherViewPath({ tab: 'ten-day', province: slugify(province.name), municipality: slugify(municipality.name) })}
        />
      ) : null}
      {municipality && province ? (
        // The storm first: while a signal is up for the town, each of its outlook pages leads with it and its advice.
        <PlaceSignalAdvice
          advice={getPlaceSignalAdvice(db, { psgc: municipality.psgc, provincePsgc: province.psgc })}
          place={{ name: municipality.name, province: province.name }}
          locale={locale}
          open={view.tab === 'special'}
        />
      ) : null}
      {municipality && view.tab === 'ten-day' ? <TownToday db={db} municipality={municipality} /> : null}
      <ChoiceLinks
        label={t('tabsLabel')}
        choices={WEATHER_TABS.map((tab) => ({
          href: weatherViewPath({ tab, province: view.province }),
          text: t(TAB_LABELS[tab]),
          current: tab === view.tab,
        }))}
      />
      {municipality ? (
        <LatestBulletinLink
          municipality={municipality}
          latest={findLatestBulletin(db, { municipalityPsgc: municipality.psgc, type: BULLETIN_TYPE_OF_TAB[view.tab], language: languageOfLocale(locale) })}
        />
      ) : null}
      <section aria-label={t(TAB_LABELS[view.tab])}>
        <TabContent db={db} view={view} places={places} />
      </section>
    </>
  );
});
