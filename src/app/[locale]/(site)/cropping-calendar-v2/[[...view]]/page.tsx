import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { LatestBulletinLink } from '@/modules/bulletins/components/latest-bulletin-link';
import { AdviceNow } from '@/modules/calendar/components/advice-now';
import { CalendarChooser } from '@/modules/calendar/components/calendar-chooser';
import { DemoNote } from '@/modules/calendar/components/demo-note';
import { ProvinceCalendarTable } from '@/modules/calendar/components/province-calendar-table';
import { StageLegend } from '@/modules/calendar/components/stage-legend';
import { StageTimeline } from '@/modules/calendar/components/stage-timeline';
import { CycloneBanner } from '@/modules/site/components/cyclone-banner';
import { EmptyState } from '@/modules/site/components/empty-state';
import { ChoiceLinks } from '@/modules/weather/components/choice-links';
import { PageHeading } from '@/modules/site/components/page-heading';
import { calendarViewPath, parseCalendarView, type CalendarView } from '@/modules/calendar/rules/calendar-view';
import { halfOfDay, manilaDate, slotOfDate } from '@/modules/calendar/rules/month-halves';
import { cropByKey } from '@/modules/calendar/rules/crops/crop-list';
import { formatDate } from '@/platform/format/manila-time';
import { findPlacesBySlug } from '@/modules/places/rules/find-places-by-slug';
import { slugify } from '@/modules/places/rules/slugify';
import { Link } from '@/i18n/navigation';
import { renderOnFirstVisit, resolvePageLocale } from '@/i18n/resolve-page-locale';
import { getCalendar } from '@/modules/calendar/server/get-calendar';
import { addFeedLinks } from '@/modules/exchange/server/feeds/add-feed-links';
import { listCalendarCrops } from '@/modules/calendar/server/list-calendar-crops';
import { resolvePlaceFilter } from '@/modules/places/server/resolve-place-filter';
import { getCalendarPageMetadata, getPlainPageMetadata } from '@/modules/site/server/previews/get-page-metadata';
import { getAdviceForPlace } from '@/modules/recommendations/server/get-advice-for-place';
import type { Database } from '@/platform/db/database';
import { findLatestBulletin } from '@/modules/bulletins/server/find-latest-bulletin';
import { languageOfLocale } from '@/modules/bulletins/rules/bulletin-document';
import { withDb } from '@/platform/startup/with-db';
import { getCycloneStatus } from '@/modules/weather/server/get-cyclone-status';

export const generateStaticParams = renderOnFirstVisit;
// The page marks today's half-month, so it is re-rendered at least hourly.
// The cyclone banner says how old the advisory is ("issued 3 hours ago"): no page stays more than a minute behind it.
export const revalidate = 50;

type Props = { params: Promise<{ locale: string; view?: string[] }> };

export const generateMetadata = withDb(async function generateMetadata(db, props: Props): Promise<Metadata> {
  const locale = await resolvePageLocale(props);
  const segments = (await props.params).view;
  const view = segments?.length ? parseCalendarView(segments) : null;
  const described = view?.province ? await getCalendarPageMetadata(db, locale, view, calendarViewPath(view)) : null;
  return addFeedLinks(db, described ?? getPlainPageMetadata(locale, 'calendar'), locale, view ?? {});
});

/** The landing view: a link per province, or the empty state while no calendar is published. */
async function ProvinceChoice({ db, view, provinces }: { db: Database; view: CalendarView; provinces: { psgc: string; name: string }[] }) {
  const t = await getTranslations('Calendar');
  const [any] = await getCalendar(db, {}, { allowEmpty: true, limit: 1 });
  if (!any) return <EmptyState title={t('empty')} text={(await getTranslations('Empty'))('later')} />;
  return (
    <>
      <p className="mb-2">{t('pickPlace')}</p>
      <ChoiceLinks
        label={t('place')}
        choices={provinces.map((p) => ({ href: calendarViewPath({ ...view, province: slugify(p.name) }), text: p.name, current: false }))}
      />
    </>
  );
}

export default withDb(async function FarmingCalendarPage(db, props: Props) {
  const locale = await resolvePageLocale(props);
  const view = parseCalendarView((await props.params).view);
  if (!view) notFound();
  const crop = cropByKey(view.crop)!;
  const t = await getTranslations({ locale, namespace: 'Calendar' });
  const places = await resolvePlaceFilter(db, {});

  const { province, municipality } = findPlacesBySlug(view, places.provinces, places.municipalities) ?? notFound();

  const now = manilaDate(new Date());
  const today = slotOfDate(now);
  const cropName = crop.name[locale];
  const placeName = municipality ? `${municipality.name}, ${province!.name}` : province?.name;
  const entries = province
    ? await getCalendar(db, { province: province.psgc, municipality: municipality?.psgc, crop: crop.key, mode: view.mode }, { allowEmpty: true })
    : [];
  const entry = municipality ? entries[0] : undefined;
  const advice =
    municipality && entry
      ? await getAdviceForPlace(db, {
          municipalityPsgc: municipality.psgc,
          crop: crop.key,
          mode: view.mode,
          slots: entry.slots,
          month: `${now.year}-${String(now.month + 1).padStart(2, '0')}`,
        })
      : [];
  const showsDemo = entries.some((e) => e.isDemo) || advice.some((section) => section.recommendations.some((r) => r.isDemo));
  const todayText = t('todayIs', {
    date: formatDate(`${now.year}-${String(now.month + 1).padStart(2, '0')}-${String(now.day).padStart(2, '0')}`, locale),
    half: t(`halfName_${halfOfDay(now.day)}`),
  });
  const exportHref = `/api/calendar/export?${new URLSearchParams({ mode: view.mode, crop: crop.key, ...(province ? { province: province.psgc } : {}), ...(municipality ? { municipality: municipality.psgc } : {}) })}`;

  return (
    <>
      <CycloneBanner locale={locale} status={getCycloneStatus(db)} place={province ? { province, municipality } : undefined} />
      <PageHeading title={t('title')} lead={t('lead')} />
      <CalendarChooser view={view} places={places} cropKeys={await listCalendarCrops(db, view.mode)} />
      {!province ? <ProvinceChoice db={db} view={view} provinces={places.provinces} /> : null}
      {province && entries.length === 0 ? <EmptyState title={t('noCalendar', { mode: t(`mode_${view.mode}`), crop: cropName, place: placeName! })} /> : null}
      {entries.length > 0 ? (
        <>
          {showsDemo ? <DemoNote /> : null}
          <p className="mb-3 text-sm">{todayText}</p>
          {entry ? (
            <>
              <StageTimeline crop={crop} slots={entry.slots} today={today} caption={t('timelineCaption', { crop: cropName, place: placeName! })} />
              <StageLegend crop={crop} />
              <AdviceNow crop={crop} place={municipality!.name} stageNow={entry.slots[today] ?? null} sections={advice} />
              <LatestBulletinLink
                municipality={municipality!}
                latest={findLatestBulletin(db, {
                  municipalityPsgc: municipality!.psgc,
                  type: view.mode,
                  language: languageOfLocale(locale),
                  cropKey: crop.key,
                })}
              />
              <p className="text-sm">
                <Link prefetch={false} href={calendarViewPath({ mode: view.mode, crop: crop.key, province: view.province })}>
                  {t('provinceLink', { province: province!.name })}
                </Link>
              </p>
            </>
          ) : (
            <>
              <ProvinceCalendarTable view={view} entries={entries} today={today} caption={t('provinceCaption', { crop: cropName, province: province!.name })} />
              <StageLegend crop={crop} />
            </>
          )}
          <p className="mt-4 text-sm">
            <a href={exportHref} download>
              {t('download')}
            </a>
          </p>
        </>
      ) : null}
    </>
  );
});
