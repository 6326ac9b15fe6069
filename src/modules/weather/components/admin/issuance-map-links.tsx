import { formatDate, formatMonth, formatWeekday } from '@/platform/format/manila-time';
import type { IssuanceDetail } from '@/modules/weather/server/get-issuance-detail';

const MAP_TAB = { seasonal: 'seasonal', ten_day: 'ten-day', special_weather: 'special' } as const;

function mapHref(detail: IssuanceDetail, period: string | undefined, title: string): string {
  const query = new URLSearchParams({ title });
  if (period) query.set('period', period);
  return `/maps/en/${MAP_TAB[detail.issuance.type]}/${detail.issuance.id}/region?${query.toString()}`;
}

/** Links to the region map of each month or day of an issuance (or of its wind signals). */
export function IssuanceMapLinks({ detail }: { detail: IssuanceDetail }) {
  const links =
    detail.issuance.type === 'seasonal'
      ? detail.seasonal!.months.map((m) => ({ text: formatMonth(m, 'en', 'short'), href: mapHref(detail, m, `Rainfall in ${formatMonth(m, 'en')}`) }))
      : detail.issuance.type === 'ten_day'
        ? detail.tenday!.days.map((day) => ({ text: formatWeekday(day, 'en'), href: mapHref(detail, day, `Rainfall on ${formatDate(day, 'en')}`) }))
        : [{ text: 'Wind signals', href: mapHref(detail, undefined, 'Wind signals') }];
  if (links.length === 0) return null;
  return (
    <nav aria-label="Maps of this issuance" className="mb-6 text-sm">
      <span className="font-semibold">Map: </span>
      {links.map((link, i) => (
        <span key={link.href}>
          {i > 0 ? ' · ' : null}
          <a href={link.href} className="inline-flex min-h-11 items-center">
            {link.text}
          </a>
        </span>
      ))}
    </nav>
  );
}
