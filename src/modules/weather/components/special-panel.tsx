import { getLocale, getTranslations } from 'next-intl/server';
import { formatManilaDateTime } from '@/platform/format/manila-time';
import { slugify } from '@/modules/places/rules/slugify';
import { WIND_SIGNALS, type WindSignal } from '@/modules/weather/rules/conditions';
import { cycloneTerms } from '@/modules/weather/rules/plain-terms';
import { SIGNAL_COLOURS } from '@/modules/weather/rules/signals';
import { weatherViewPath, type WeatherView } from '@/modules/weather/rules/weather-view';
import { getPathname } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import type { ResolvedPlaces } from '@/modules/places/server/resolve-place-filter';
import type { SpecialOutlook } from '@/modules/weather/server/get-special-outlook';
import { ChoiceLinks } from './choice-links';
import { resolveViewPlaces } from './resolve-view-places';
import { WindSpeeds } from './common-data-blocks';
import { ConditionChip } from './condition-chip';
import { IssuanceNote } from './issuance-note';
import { PlaceMap } from './place-map';
import { PlainWords } from './plain-words';
import type { WeatherReads } from '@/modules/weather/server/maps/get-weather-reads';
import { hazardLines } from '@/modules/weather/rules/cyclone-hazards';
import { cycloneMotionTexts } from '@/modules/weather/rules/cyclone-motion';

/** The special tab: the cyclone advisory, the signal of each place, the map of signals and the track. */
export async function SpecialPanel({
  view,
  outlook,
  places,
  reads,
}: {
  view: WeatherView;
  outlook: SpecialOutlook;
  places: ResolvedPlaces;
  reads: WeatherReads;
}) {
  const t = await getTranslations('Weather');
  const locale = (await getLocale()) as Locale;
  // Staff may give a Tagalog version of their texts; without one, Tagalog readers get the English.
  const inLocale = (english: string | null, tagalog: string | null) => (locale === 'tl' ? (tagalog ?? english) : english);
  const { provinces, municipalities } = places;
  const { province, inProvince, municipality } = resolveViewPlaces(view, provinces, municipalities);

  const { advisory } = outlook;
  const signalOf = (psgc: string): WindSignal | 'none' => outlook.places.find((p) => p.id === psgc)?.signal ?? 'none';
  const signalLabel = (signal: WindSignal | 'none') => t(`signal_${signal}`);
  const base = { tab: 'special' as const };
  const provinceSlugOf = (psgc: string) => slugify(provinces.find((p) => p.psgc === municipalities.find((m) => m.psgc === psgc)!.provincePsgc)!.name);
  // A province-wide signal is one row; a municipality is listed only where its signal differs.
  const provinceSignal = (psgc: string) => outlook.signals.find((s) => s.province.id === psgc && s.municipality === null)?.signal;
  const signalRows = [
    ...provinces
      .filter((p) => (!province || p.psgc === province.psgc) && provinceSignal(p.psgc))
      .map((p) => ({
        id: p.psgc,
        label: t('wholeProvince', { province: p.name }),
        href: weatherViewPath({ ...base, province: slugify(p.name) }),
        signal: provinceSignal(p.psgc)!,
      })),
    ...inProvince
      .filter((m) => (signalOf(m.psgc) !== 'none' && signalOf(m.psgc) !== provinceSignal(m.provincePsgc)) || m.psgc === municipality?.psgc)
      .map((m) => ({
        id: m.psgc,
        label: m.name,
        href: weatherViewPath({ ...base, province: provinceSlugOf(m.psgc), municipality: slugify(m.name) }),
        signal: signalOf(m.psgc),
      })),
  ];
  const texts = {
    centre: inLocale(advisory.centre, advisory.centreTl),
    ...cycloneMotionTexts(advisory, locale),
  };
  const hazards = hazardLines(advisory.hazards, locale);
  const details: [string, string | null][] = [
    [t('bulletinNumber'), advisory.bulletinNumber],
    [t('issuedAt'), advisory.issuedAt ? formatManilaDateTime(advisory.issuedAt, locale) : null],
    [t('centre'), texts.centre],
    [t('movement'), texts.movement],
    [t('strength'), texts.strength],
  ];

  return (
    <>
      <IssuanceNote issuance={outlook.issuance} />
      {!advisory.activeCyclone ? (
        <p role="status" className="mb-4 rounded-lg border border-neutral-300 bg-pale p-4 font-medium">
          {t('specialNone')}
        </p>
      ) : (
        <>
          {/* Not a named region: the cyclone banner is the one "cyclone" landmark of the page. */}
          <section className="mb-6 grid gap-6 md:grid-cols-2">
            <div>
              <h2 id="cyclone" className="mb-2 text-xl font-bold text-primary-dark">
                {t('cycloneName')} {advisory.name}
              </h2>
              <dl className="grid grid-cols-1 gap-y-1 text-sm sm:grid-cols-[max-content_1fr] sm:gap-x-4">
                {details
                  .filter(([, value]) => value)
                  .map(([label, value]) => (
                    <div key={label} className="contents">
                      <dt className="font-semibold">{label}</dt>
                      <dd className="min-w-0 break-words">{value}</dd>
                    </div>
                  ))}
              </dl>
              {hazards.length > 0 ? (
                <>
                  <h3 className="mt-4 mb-1 font-semibold">{t('hazards')}</h3>
                  <dl className="grid gap-y-1 text-sm" data-testid="cyclone-hazards">
                    {hazards.map((hazard) => (
                      <div key={hazard.kind}>
                        <dt className="font-semibold">{hazard.label}</dt>
                        <dd lang={hazard.lang}>{hazard.text}</dd>
                      </div>
                    ))}
                  </dl>
                </>
              ) : null}
              {advisory.forecastPositions.length > 0 ? (
                <>
                  <h3 className="mt-4 mb-1 font-semibold">{t('forecastPositions')}</h3>
                  <ul className="list-disc pl-5 text-sm">
                    {advisory.forecastPositions.map((position) => (
                      <li key={`${position.at}-${position.location}`}>
                        <span className="font-medium">{position.at}:</span> {position.location}
                      </li>
                    ))}
                  </ul>
                </>
              ) : null}
            </div>
            {advisory.trackImageUrl ? (
              // eslint-disable-next-line @next/next/no-img-element -- a stored picture served by our own route
              <img
                src={advisory.trackImageUrl}
                alt={t('trackImage', { name: advisory.name ?? '' })}
                loading="lazy"
                className="h-auto w-full max-w-md rounded-lg border border-neutral-300"
              />
            ) : null}
          </section>
          <ChoiceLinks
            label={t('chooseProvince')}
            choices={provinces.map((p) => ({
              href: weatherViewPath({ ...base, province: slugify(p.name) }),
              text: p.name,
              current: p.psgc === province?.psgc,
            }))}
          />
          <div className="grid gap-6 md:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
            <PlaceMap
              locale={locale}
              tab="special"
              issuance={outlook.issuance}
              province={province}
              reads={reads}
              selected={municipality?.psgc}
              title={t('signalsMapTitle', { place: province?.name ?? t('mapRegion') })}
              legendTitle={t('signalsLegend')}
              legend={(['none', ...WIND_SIGNALS] as const).map((signal) => ({ fill: SIGNAL_COLOURS[signal], label: signalLabel(signal) }))}
            />
            <section aria-labelledby="signals">
              <h2 id="signals" className="mb-2 font-semibold">
                {t('signalsCaption')}
              </h2>
              {signalRows.length === 0 ? (
                <p role="status" className="rounded-lg border border-neutral-300 bg-pale p-4">
                  {t('signalsNoneHere', { place: municipality?.name ?? province?.name ?? t('mapRegion') })}
                </p>
              ) : (
                <ul className="divide-y divide-neutral-200 rounded-lg border border-neutral-300">
                  {signalRows.map((row) => (
                    <li key={row.id} className={row.id === municipality?.psgc ? 'place-row bg-primary-light' : 'place-row'}>
                      <a href={getPathname({ locale, href: row.href })} aria-current={row.id === municipality?.psgc ? 'page' : undefined}>
                        {row.label}
                      </a>
                      <ConditionChip signal={row.signal} label={signalLabel(row.signal)} />
                    </li>
                  ))}
                </ul>
              )}
            </section>
          </div>
          {/* Every signal, as the map's legend names them all. */}
          <PlainWords className="mt-6" terms={cycloneTerms({ name: advisory.name, ...texts, forecastPositions: advisory.forecastPositions }, WIND_SIGNALS)} />
          <WindSpeeds document={reads.commonData('wind_speed')} />
        </>
      )}
    </>
  );
}
