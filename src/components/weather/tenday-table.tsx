import { getFormatter, getTranslations } from 'next-intl/server';
import type { TendayDay } from '@/server/weather/get-tenday-outlook';
import { ConditionChip } from './condition-chip';

const number = (value: number | null, digits = 1) => (value === null ? '—' : value.toFixed(digits));

export async function TendayTable({ place, days }: { place: string; days: TendayDay[] }) {
  const t = await getTranslations('Weather');
  const c = await getTranslations('Conditions');
  const format = await getFormatter();
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
                {format.dateTime(new Date(`${day.date}T00:00:00+08:00`), { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'Asia/Manila' })}
              </th>
              <td>
                {day.rainfall ? <ConditionChip code={day.rainfall.code} label={c(`rain_${day.rainfall.code}`)} /> : <ConditionChip code="nda" label={c('rain_nda')} />}
              </td>
              <td>{number(day.tempMin)}</td>
              <td>{number(day.tempMax)}</td>
              <td>{number(day.tempMean)}</td>
              <td>{number(day.humidity, 0)}</td>
              <td className="whitespace-nowrap">
                {number(day.windSpeed)} {day.windDirection ?? ''}
              </td>
              <td>{day.cloudCover ? c(`cloud_${day.cloudCover}`) : '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
