import { getLocale, getTranslations } from 'next-intl/server';
import { formatMonth, manilaToday } from '@/platform/format/manila-time';
import { formatPercent } from '@/platform/format/readings';
import { notFound } from 'next/navigation';
import { slugify } from '@/modules/places/rules/slugify';
import { CONDITION_CODES, CONDITION_COLOURS, type ConditionCode } from '@/modules/weather/rules/conditions';
import { categoryTerms } from '@/modules/weather/rules/plain-terms';
import { weatherViewPath, type WeatherView } from '@/modules/weather/rules/weather-view';
import { getPathname } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import type { ResolvedPlaces } from '@/modules/places/server/resolve-place-filter';
import type { SeasonalMonth, SeasonalOutlook } from '@/modules/weather/server/get-seasonal-outlook';
import { ChoiceLinks } from './choice-links';
import { resolveViewPlaces } from './resolve-view-places';
import { SeasonalRegionalNotes } from './common-data-blocks';
import { ConditionChip } from './condition-chip';
import { IssuanceNote } from './issuance-note';
import { PlaceMap } from './place-map';
import { PlainWords } from './plain-words';
import type { WeatherReads } from '@/modules/weather/server/maps/get-weather-reads';

/** The seasonal tab: the 6-month table of percent of normal and category, and the map for one month. */
export async function SeasonalPanel({
  view,
  outlook,
  places,
  reads,
}: {
  view: WeatherView;
  outlook: SeasonalOutlook;
  places: ResolvedPlaces;
  reads: WeatherReads;
}) {
  const t = await getTranslations('Weather');
  const locale = (await getLocale()) as Locale;
  const c = await getTranslations('Conditions');
  const { provinces, municipalities } = places;

  const { province, inProvince, municipality } = resolveViewPlaces(view, provinces, municipalities);
  // Without a chosen month: the current one while the outlook covers it.
  const thisMonth = manilaToday().slice(0, 7);
  const month = view.period ?? (outlook.months.includes(thisMonth) ? thisMonth : outlook.months[0]!);
  if (!outlook.months.includes(month)) notFound();

  const monthLabel = (value: string) => formatMonth(value, locale, 'short');
  const categoryLabel = (code: ConditionCode) => c(`cat_${code}`);
  const valuesOf = new Map(outlook.municipalities.map((m) => [m.id, m]));
  const base = { tab: 'seasonal' as const };

  // Places without values of their own follow their province: one province row stands for them all.
  const provinceRow = province ? outlook.provinces.find((p) => p.id === province.psgc) : undefined;
  const following = inProvince.filter((m) => valuesOf.get(m.psgc)?.fromProvince !== false || m.psgc === municipality?.psgc);
  const rows = province
    ? [
        ...(provinceRow
          ? [
              {
                id: provinceRow.id,
                label: provinceRow.label,
                href: weatherViewPath({ ...base, province: view.province }),
                fromProvince: false,
                months: provinceRow.months,
              },
            ]
          : []),
        ...inProvince
          .filter((m) => valuesOf.get(m.psgc)?.fromProvince === false || m.psgc === municipality?.psgc)
          .map((m) => ({
            id: m.psgc,
            label: m.name,
            href: weatherViewPath({ ...base, province: view.province, municipality: slugify(m.name) }),
            fromProvince: valuesOf.get(m.psgc)?.fromProvince ?? false,
            months: valuesOf.get(m.psgc)?.months ?? [],
          })),
      ]
    : outlook.provinces.map((p) => ({
        id: p.id,
        label: p.label,
        href: weatherViewPath({ ...base, province: slugify(p.label) }),
        fromProvince: false,
        months: p.months,
      }));
  const cell = (value: SeasonalMonth | undefined) =>
    value ? (
      <ConditionChip
        code={value.category}
        label={value.percent === null ? categoryLabel(value.category) : `${formatPercent(value.percent)} · ${categoryLabel(value.category)}`}
      />
    ) : (
      '—'
    );
  const caption = t('seasonalCaption', { place: municipality?.name ?? province?.name ?? t('mapRegion') });
  // A partial outlook may leave the chosen place without values: say so rather than show an empty table.
  const notCovered = rows.every((row) => row.months.length === 0);

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
      <ChoiceLinks
        label={t('chooseMonth')}
        choices={outlook.months.map((m) => ({
          href: weatherViewPath({ ...base, province: view.province, municipality: view.municipality, period: m }),
          text: monthLabel(m),
          current: m === month,
        }))}
      />
      {notCovered ? (
        <p role="status" className="mb-6 rounded-lg border border-neutral-300 bg-pale p-4 font-medium">
          {municipality ? t('placeNotCovered', { place: municipality.name }) : t('provinceNotCovered', { province: province?.name ?? t('mapRegion') })}
        </p>
      ) : (
        <>
          {/* Under 600 px one card per month, every value in sight; a table from there up. */}
          <section aria-label={caption} className="mb-6 sm:hidden" data-testid="seasonal-cards">
            <p className="mb-2 font-semibold">{caption}</p>
            <ol className="grid gap-2">
              {outlook.months.map((m) => (
                <li key={m} className={`rounded-lg border p-3 ${m === month ? 'border-2 border-primary' : 'border-neutral-300'}`}>
                  <p className="font-semibold">{formatMonth(m, locale)}</p>
                  <dl className="mt-1 grid gap-1 text-sm">
                    {rows.map((row) => (
                      <div key={row.id} className="flex flex-wrap items-center justify-between gap-x-3">
                        <dt>
                          <a href={getPathname({ locale, href: row.href })} aria-current={row.id === municipality?.psgc ? 'page' : undefined}>
                            {row.label}
                          </a>
                          {row.fromProvince ? <span className="text-xs text-neutral-700"> ({t('fromProvince')})</span> : null}
                        </dt>
                        <dd>{cell(row.months.find((value) => value.month === m))}</dd>
                      </div>
                    ))}
                  </dl>
                </li>
              ))}
            </ol>
          </section>
          <div
            role="region"
            aria-label={caption}
            tabIndex={0}
            className="scroll-hint mb-6 hidden overflow-x-auto rounded-lg border border-neutral-300 sm:block"
          >
            <table className="data-table w-full min-w-[720px] text-left text-sm">
              <caption className="p-3 text-left font-semibold">{caption}</caption>
              <thead className="bg-pale">
                <tr>
                  <th scope="col">{t('place')}</th>
                  {outlook.months.map((m) => (
                    <th key={m} scope="col" className="whitespace-nowrap">
                      {monthLabel(m)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.id} className={row.id === municipality?.psgc ? 'bg-primary-light' : undefined}>
                    <th scope="row" className="font-medium">
                      <a href={getPathname({ locale, href: row.href })} aria-current={row.id === municipality?.psgc ? 'page' : undefined}>
                        {row.label}
                      </a>
                      {row.fromProvince ? <span className="block text-xs font-normal text-neutral-700">({t('fromProvince')})</span> : null}
                    </th>
                    {outlook.months.map((m) => (
                      <td key={m}>{cell(row.months.find((value) => value.month === m))}</td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <p className="mb-6 -mt-3 text-sm text-neutral-700">{t('percentExplain')}</p>
          <PlainWords terms={categoryTerms(rows.flatMap((row) => row.months.map((value) => value.category)))} />
        </>
      )}
      {province && provinceRow && following.length > 0 ? (
        <p className="mb-4 text-sm">{t('followProvince', { count: following.filter((m) => m.psgc !== municipality?.psgc).length, province: province.name })}</p>
      ) : null}
      <PlaceMap
        locale={locale}
        tab="seasonal"
        issuance={outlook.issuance}
        province={province}
        reads={reads}
        period={month}
        selected={municipality?.psgc}
        title={t('seasonalMapTitle', { place: province?.name ?? t('mapRegion'), month: monthLabel(month) })}
        legendTitle={t('seasonalLegend')}
        legend={CONDITION_CODES.map((code) => ({ fill: CONDITION_COLOURS[code].fill, label: categoryLabel(code) }))}
      />
      <SeasonalRegionalNotes
        months={outlook.months}
        cyclonesCount={reads.commonData('cyclones_count')}
        weatherSystems={reads.commonData('misc_weather_systems')}
      />
    </>
  );
}
