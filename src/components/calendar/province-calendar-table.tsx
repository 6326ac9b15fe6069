import Link from 'next/link';
import { getLocale, getTranslations } from 'next-intl/server';
import { calendarViewPath, type CalendarView } from '@/domain/calendar/calendar-view';
import { HALVES, type SlotIndex } from '@/domain/calendar/month-halves';
import { slugify } from '@/domain/places/slugify';
import type { Locale } from '@/i18n/routing';
import type { CalendarEntry } from '@/server/calendar/get-calendar';
import { monthNames } from './month-names';

/** Every municipality of a province for one crop, as rows of the same 24 half-months. */
export async function ProvinceCalendarTable({
  view,
  entries,
  today,
  caption,
}: {
  view: CalendarView;
  entries: CalendarEntry[];
  today: SlotIndex;
  caption: string;
}) {
  const t = await getTranslations('Calendar');
  const locale = (await getLocale()) as Locale;
  const months = monthNames(locale, 'short');
  const longMonths = monthNames(locale, 'long');

  return (
    <div className="mb-6">
      <p className="mb-1 text-sm text-neutral-700 md:hidden">{t('scrollHint')}</p>
      <div className="relative overflow-x-auto" tabIndex={0} role="region" aria-label={caption}>
        <table className="grid-cal" data-testid="province-calendar">
          <caption className="mb-2 text-left font-semibold">{caption}</caption>
          <thead>
            <tr>
              <th scope="col" rowSpan={2} className="text-left">
                {t('municipality')}
              </th>
              {months.map((month, m) => (
                <th key={month} scope="colgroup" colSpan={2}>
                  <abbr title={longMonths[m]}>{month}</abbr>
                </th>
              ))}
            </tr>
            <tr>
              {months.flatMap((month, m) =>
                HALVES.map((half, h) => (
                  <th key={`${month}${half}`} scope="col" className={m * 2 + h === today ? 'now' : undefined}>
                    <span aria-hidden="true">{h === 0 ? '1' : '16'}</span>
                    <span className="sr-only">{`${longMonths[m]}, ${t(`half_${half}`)}`}</span>
                  </th>
                )),
              )}
            </tr>
          </thead>
          <tbody>
            {entries.map((entry) => (
              <tr key={entry.municipality.psgc}>
                <th scope="row">
                  <Link prefetch={false} href={calendarViewPath({ ...view, municipality: slugify(entry.municipality.name) })}>
                    {entry.municipality.name}
                  </Link>
                </th>
                {/* Kept bare: this grid repeats up to 41 × 24 times; the legend gives the words for the short names. */}
                {entry.slots.map((stage, slot) => (
                  <td key={slot} className={stage ? `g-${stage}${slot === today ? ' now' : ''}` : slot === today ? 'now' : undefined}>
                    {stage ? t(`stageShort_${stage}`) : ''}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
