import { getLocale, getTranslations } from 'next-intl/server';
import { formatWeekday } from '@/platform/format/manila-time';
import { formatTemperatureRange, formatWind } from '@/platform/format/readings';
import type { TenDayDay } from '@/modules/weather/server/get-ten-day-outlook';
import { ConditionChip } from './condition-chip';

/** A rain amount as PAGASA gives it (`5.2`, `<60`, `60-180`) in millimetres; null when the outlook carries none. */
function millimetres(amount: string | null | undefined): string | null {
  const text = amount?.trim();
  if (!text || !/\d/.test(text)) return null;
  return `${text.replace(/-/g, '–')} mm`;
}

/**
 * First on a town's 10-day page, where a phone's first screen shows it: today (or the outlook's first
 * day) in words, with the rain amount in millimetres where the outlook carries it.
 */
export async function TodayCard({ place, days, today }: { place: string; days: TenDayDay[]; today: string }) {
  const day = days.find((d) => d.date === today) ?? days[0];
  if (!day) return null;
  const t = await getTranslations('Weather');
  const c = await getTranslations('Conditions');
  const locale = await getLocale();
  const code = day.rainfall?.code ?? 'nda';
  const amount = millimetres(day.rainfall?.amount);
  const readings = [formatTemperatureRange(day.tempMin, day.tempMax), formatWind(day.windSpeed, day.windDirection)].filter(Boolean).join(' · ');
  return (
    <section aria-labelledby="today-card" className="mb-4 rounded-lg border-2 border-primary p-3" data-testid="today-card">
      <h2 id="today-card" className="text-lg font-bold">
        {t(day.date === today ? 'todayIn' : 'firstDayIn', { place, day: formatWeekday(day.date, locale) })}
      </h2>
      <p className="mt-1 flex flex-wrap items-center gap-2">
        <ConditionChip code={code} label={c(`rain_${code}`)} />
        {amount ? <span data-testid="today-amount">{t('rainAmount', { amount })}</span> : null}
      </p>
      {readings ? <p className="mt-1 text-sm">{readings}</p> : null}
    </section>
  );
}
