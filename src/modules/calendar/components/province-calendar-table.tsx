import { getLocale, getTranslations } from 'next-intl/server';
import { calendarViewPath, type CalendarView } from '@/modules/calendar/rules/calendar-view';
import { HALVES, type SlotIndex } from '@/modules/calendar/rules/month-halves';
import { monthsFromNow, slotsFromNow } from '@/modules/calendar/rules/months-from-now';
import { stageRuns } from '@/modules/calendar/rules/stage-runs';
import { slugify } from '@/modules/places/rules/slugify';
import { getPathname } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { escapeHtml } from '@/platform/format/escape-html';
import type { CalendarEntry } from '@/modules/calendar/server/get-calendar';
import { monthNames } from './month-names';

/**
 * Every municipality of a province for one crop, as rows of the same 24 half-months, from the current
 * month on (a phone shows the first few columns: those are the ones a farmer needs now).
 */
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

  const order = slotsFromNow(today);
  const columns = monthsFromNow(today);
  const todayAt = order.indexOf(today);
  const short = (stage: string) => t(`stageShort_${stage}`);
  const rowsHtml = entries
    .map((entry) => {
      const href = getPathname({ locale, href: calendarViewPath({ ...view, municipality: slugify(entry.municipality.name) }) });
      const cells = stageRuns(order.map((slot) => entry.slots[slot] ?? null)).map((run) => {
        const holdsToday = todayAt >= run.start && todayAt < run.start + run.length;
        const className = run.stage ? `g-${run.stage}${holdsToday ? ' now' : ''}` : '';
        const attributes = `${run.length > 1 ? ` colspan=${run.length}` : ''}${className ? ` class="${className}"` : ''}`;
        // End tags of td, th and tr are optional in HTML; leaving them out keeps the 41-row grid light.
        return `<td${attributes}>${run.stage ? escapeHtml(short(run.stage)) : ''}`;
      });
      return `<tr><th scope=row><a href="${escapeHtml(href)}">${escapeHtml(entry.municipality.name)}</a>${cells.join('')}`;
    })
    .join('');

  return (
    <div className="mb-6">
      <p className="mb-1 text-sm text-neutral-700">
        {t('fromThisMonth')} <span className="md:hidden">{t('scrollHint')}</span>
      </p>
      <div className="scroll-hint relative overflow-x-auto" tabIndex={0} role="region" aria-label={caption}>
        <table className="grid-cal" data-testid="province-calendar">
          <caption className="mb-2 text-left font-semibold">{caption}</caption>
          <thead>
            <tr>
              <th scope="col" rowSpan={2} className="text-left">
                {t('municipality')}
              </th>
              {columns.map(({ month: m, nextYear }) => (
                <th key={m} scope="colgroup" colSpan={2} className={nextYear && m === 0 ? 'year-start' : undefined}>
                  <abbr title={nextYear ? `${longMonths[m]} (${t('nextYear')})` : longMonths[m]}>{months[m]}</abbr>
                </th>
              ))}
            </tr>
            <tr>
              {columns.flatMap(({ month: m }) =>
                HALVES.map((half, h) => (
                  <th key={`${m}${half}`} scope="col" className={m * 2 + h === today ? 'now' : undefined}>
                    <span aria-hidden="true">{h === 0 ? '1' : '16'}</span>
                    <span className="sr-only">{`${longMonths[m]}, ${t(`half_${half}`)}`}</span>
                  </th>
                )),
              )}
            </tr>
          </thead>
          {/* The rows are written as one HTML string: React would repeat every cell again in the page's
              RSC payload, tripling the weight of a 41-row grid on a phone's connection. Names are escaped. */}
          <tbody dangerouslySetInnerHTML={{ __html: rowsHtml }} />
        </table>
      </div>
    </div>
  );
}
