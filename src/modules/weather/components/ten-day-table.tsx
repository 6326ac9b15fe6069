import type { ReactNode } from 'react';
import { getLocale, getTranslations } from 'next-intl/server';
import { formatWeekday } from '@/platform/format/manila-time';
import { formatPercent, formatTemperatureValue, formatWind } from '@/platform/format/readings';
import { tenDayTerms } from '@/modules/weather/rules/plain-terms';
import type { TenDayDay } from '@/modules/weather/server/get-ten-day-outlook';
import { ConditionChip } from './condition-chip';
import { PlainWords } from './plain-words';

// The temperature headings carry °C, so those cells hold the numbers alone.
const temperature = (value: number | null) => (value === null ? '—' : formatTemperatureValue(value));

/**
 * A place's ten days: one card per day under 600 px, where every value stays in sight, and a table
 * from there up (a labelled scrolling region, should it still be too wide).
 */
export async function TenDayTable({ place, days }: { place: string; days: TenDayDay[] }) {
  const t = await getTranslations('Weather');
  const c = await getTranslations('Conditions');
  const locale = await getLocale();
  const caption = t('tableCaption', { place });
  const rain = (day: TenDayDay) =>
    day.rainfall ? <ConditionChip code={day.rainfall.code} label={c(`rain_${day.rainfall.code}`)} /> : <ConditionChip code="nda" label={c('rain_nda')} />;
  return (
    <>
      <section aria-label={caption} className="mb-6 sm:hidden" data-testid="tenday-cards">
        <p className="mb-2 font-semibold">{caption}</p>
        <ol className="grid gap-2">
          {days.map((day) => (
            <li key={day.date} className="rounded-lg border border-neutral-300 p-3">
              <p className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
                <span className="font-semibold">
                  <span className="sr-only">{t('date')}: </span>
                  {formatWeekday(day.date, locale)}
                </span>
                {rain(day)}
              </p>
              <dl className="mt-2 grid grid-cols-2 gap-x-3 gap-y-1 text-sm">
                {(
                  [
                    ['tempMin', temperature(day.tempMin)],
                    ['tempMax', temperature(day.tempMax)],
                    ['tempMean', temperature(day.tempMean)],
                    ['humidity', formatPercent(day.humidity) ?? '—'],
                    ['wind', formatWind(day.windSpeed, day.windDirection) ?? '—'],
                    ['cloudCover', day.cloudCover ? c(`cloud_${day.cloudCover}`) : '—'],
                  ] as const
                ).map(([key, value]) => (
                  <div key={key}>
                    <dt className="text-neutral-700">{t(key)}</dt>
                    <dd className="font-medium">{value}</dd>
                  </div>
                ))}
              </dl>
            </li>
          ))}
        </ol>
      </section>
      <TenDayDaysTable caption={caption} days={days} rain={rain} />
      <PlainWords terms={tenDayTerms(days)} />
    </>
  );
}

async function TenDayDaysTable({ caption, days, rain }: { caption: string; days: TenDayDay[]; rain: (day: TenDayDay) => ReactNode }) {
  const t = await getTranslations('Weather');
  const c = await getTranslations('Conditions');
  const locale = await getLocale();
  return (
    <div role="region" aria-label={caption} tabIndex={0} className="scroll-hint mb-6 hidden overflow-x-auto rounded-lg border border-neutral-300 sm:block">
      <table className="data-table w-full min-w-[640px] text-left text-sm">
        <caption className="p-3 text-left font-semibold">{caption}</caption>
        <thead className="bg-pale">
          <tr>
            {(['date', 'rainfall', 'tempMin', 'tempMax', 'tempMean', 'humidity', 'wind', 'cloudCover'] as const).map((key) => (
              <th key={key} scope="col" className="font-semibold">
                {t(key)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {days.map((day) => (
            <tr key={day.date}>
              <th scope="row" className="font-medium whitespace-nowrap">
                {formatWeekday(day.date, locale)}
              </th>
              <td>{rain(day)}</td>
              <td>{temperature(day.tempMin)}</td>
              <td>{temperature(day.tempMax)}</td>
              <td>{temperature(day.tempMean)}</td>
              <td>{formatPercent(day.humidity) ?? '—'}</td>
              <td className="whitespace-nowrap">{formatWind(day.windSpeed, day.windDirection) ?? '—'}</td>
              <td>{day.cloudCover ? c(`cloud_${day.cloudCover}`) : '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
