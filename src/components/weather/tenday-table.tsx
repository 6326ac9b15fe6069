import { getLocale, getTranslations } from 'next-intl/server';
import { formatWeekday } from '@/domain/format/manila-time';
import { formatPercent, formatTemperatureValue, formatWind } from '@/domain/format/readings';
import type { TendayDay } from '@/server/weather/get-tenday-outlook';
import { ConditionChip } from './condition-chip';

// The temperature headings carry °C, so those cells hold the numbers alone.
const temperature = (value: number | null) => (value === null ? '—' : formatTemperatureValue(value));

export async function TendayTable({ place, days }: { place: string; days: TendayDay[] }) {
  const t = await getTranslations('Weather');
  const c = await getTranslations('Conditions');
  const locale = await getLocale();
  const caption = t('tableCaption', { place });
  return (
    <div role="region" aria-label={caption} tabIndex={0} className="mb-6 overflow-x-auto rounded-lg border border-neutral-300">
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
              <td>
                {day.rainfall ? <ConditionChip code={day.rainfall.code} label={c(`rain_${day.rainfall.code}`)} /> : <ConditionChip code="nda" label={c('rain_nda')} />}
              </td>
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
