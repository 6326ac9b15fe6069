import { getLocale, getTranslations } from 'next-intl/server';
import { formatWeekday, manilaToday } from '@/platform/format/manila-time';
import { notFound } from 'next/navigation';
import { slugify } from '@/modules/places/rules/slugify';
import { CONDITION_COLOURS, RAINFALL_CLASSES, type ConditionCode } from '@/modules/weather/rules/conditions';
import { weatherViewPath, type WeatherView } from '@/modules/weather/rules/weather-view';
import { getPathname } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import type { TenDayOutlook } from '@/modules/weather/server/get-ten-day-outlook';
import { ChoiceLinks } from './choice-links';
import { resolveViewPlaces } from './resolve-view-places';
import { MoonPhases } from './common-data-blocks';
import { ConditionChip } from './condition-chip';
import { IssuanceNote } from './issuance-note';
import { PlaceMap } from './place-map';
import { TenDayTable } from './ten-day-table';
import type { WeatherReads } from '@/modules/weather/server/maps/get-weather-reads';

const HEAVIEST_FIRST: ConditionCode[] = ['above_normal', 'near_normal', 'b_normal', 'wb_normal', 'nda'];

interface Place {
  psgc: string;
  name: string;
  lat: number;
  lon: number;
}

/**
 * The 10-day tab: province and day choices, the map, and either the province's places with their
 * rainfall (province view) or the chosen municipality's ten days (municipality view).
 */
export async function TenDayPanel({
  view,
  outlook,
  provinces,
  places,
  reads,
}: {
  view: WeatherView;
  outlook: TenDayOutlook;
  reads: WeatherReads;
  provinces: { psgc: string; name: string }[];
  places: (Place & { provincePsgc: string })[];
}) {
  const t = await getTranslations('Weather');
  const locale = (await getLocale()) as Locale;
  const c = await getTranslations('Conditions');

  const { province, inProvince, municipality } = resolveViewPlaces(view, provinces, places);

  const days = [...new Set(outlook.municipalities.flatMap((m) => m.days.map((d) => d.date)))].sort();
  // Without a chosen day: today while the outlook covers it, so the map opens on the current day.
  const today = manilaToday();
  const day = view.period ?? (days.includes(today) ? today : days[0]!);
  if (!days.includes(day)) notFound();

  const dayLabel = (date: string) => formatWeekday(date, locale);
  const byPlace = new Map(outlook.municipalities.map((m) => [m.id, m]));
  const rainOn = (psgc: string): ConditionCode => byPlace.get(psgc)?.days.find((d) => d.date === day)?.rainfall?.code ?? 'nda';
  const base = { tab: 'ten-day' as const };
  const provinceSlug = province ? slugify(province.name) : undefined;

  const rainLabel = (code: ConditionCode) => c(`rain_${code}`);
  const chosenData = municipality ? byPlace.get(municipality.psgc) : undefined;

  return (
    <>
      <IssuanceNote issuance={outlook.issuance} />
      <ChoiceLinks
        label={t('chooseProvince')}
        choices={provinces.map((p) => ({
          href: weatherViewPath({ ...base, province: slugify(p.name), period: view.period }),
          text: p.name,
          current: p.psgc === province?.psgc,
        }))}
      />
      {municipality && chosenData ? <TenDayTable place={municipality.name} days={chosenData.days} /> : null}
      {/* A partial outlook may leave the chosen place or province without values: say so, never an empty list. */}
      {municipality && !chosenData ? (
        <p role="status" className="mb-4 rounded-lg border border-neutral-300 bg-pale p-4 font-medium">
          {t('placeNotCovered', { place: municipality.name })}
        </p>
      ) : null}
      {province && !municipality && !inProvince.some((place) => byPlace.has(place.psgc)) ? (
        <p role="status" className="mb-4 rounded-lg border border-neutral-300 bg-pale p-4 font-medium">
          {t('provinceNotCovered', { province: province.name })}
        </p>
      ) : null}
      {!province ? <p className="mb-4 text-sm">{t('pickProvince')}</p> : null}
      {/* The day choices change the map and the list beside it: they sit right above them. */}
      <ChoiceLinks
        label={t('chooseDay')}
        choices={days.map((date) => ({
          href: weatherViewPath({ ...base, province: provinceSlug, municipality: provinceSlug ? view.municipality : undefined, period: date }),
          text: dayLabel(date),
          current: date === day,
        }))}
      />
      <div className="grid gap-6 md:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <PlaceMap
          locale={locale}
          tab="ten-day"
          issuance={outlook.issuance}
          province={province}
          reads={reads}
          period={day}
          selected={municipality?.psgc}
          title={t('mapTitle', { place: province?.name ?? t('mapRegion'), date: dayLabel(day) })}
          legendTitle={t('legend')}
          legend={[...RAINFALL_CLASSES, 'nda' as const].map((code) => ({ fill: CONDITION_COLOURS[code].fill, label: rainLabel(code) }))}
        />
        {province && !municipality ? (
          <section aria-labelledby="places-on-day">
            <h2 id="places-on-day" className="mb-2 font-semibold">
              {t('placesOnDay', { date: dayLabel(day) })}
            </h2>
            {/* Grouped by rainfall, heaviest first: which places get which rain, at a glance and in words. */}
            <ul className="divide-y divide-neutral-200 rounded-lg border border-neutral-300">
              {HEAVIEST_FIRST.map((code) => {
                const group = inProvince.filter((place) => rainOn(place.psgc) === code);
                return group.length === 0 ? null : (
                  <li key={code} className="px-3 py-2">
                    <ConditionChip code={code} label={`${rainLabel(code)} (${group.length})`} />
                    <ul className="mt-1 flex flex-wrap gap-x-3 gap-y-1">
                      {group.map((place) => (
                        <li key={place.psgc}>
                          <a
                            href={getPathname({
                              locale,
                              href: weatherViewPath({ ...base, province: provinceSlug, municipality: slugify(place.name), period: view.period }),
                            })}
                          >
                            {place.name}
                          </a>
                        </li>
                      ))}
                    </ul>
                  </li>
                );
              })}
            </ul>
          </section>
        ) : null}
      </div>
      <MoonPhases from={outlook.issuance.validFrom} to={outlook.issuance.validTo} document={reads.commonData('moon_phases')} />
    </>
  );
}
