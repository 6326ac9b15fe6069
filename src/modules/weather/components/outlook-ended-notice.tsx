import { CalendarX } from 'lucide-react';
import { getLocale, getTranslations } from 'next-intl/server';
import { formatDate, formatManilaDateTime } from '@/platform/format/manila-time';
import type { IssuanceSummary } from '@/modules/weather/server/find-issuance';

/**
 * Said before anything else of an outlook that no longer speaks of today, so it never passes as
 * current: a 10-day or seasonal outlook past its last day, or a cyclone advisory past its horizon
 * (`stale`, only while it still says a cyclone is active: "no active cyclone" does not go out of date).
 */
export async function OutlookEndedNotice({ issuance, activeCyclone = false }: { issuance: IssuanceSummary; activeCyclone?: boolean }) {
  if (!issuance.expired) return null;
  const locale = await getLocale();
  let text: string;
  if (issuance.type === 'special_weather') {
    if (!activeCyclone) return null;
    text = (await getTranslations('Cyclone'))('stale', { time: formatManilaDateTime(issuance.issuedAt ?? issuance.dateCreated._seconds * 1000, locale) });
  } else {
    text = (await getTranslations('Weather'))('ended', { date: formatDate(issuance.validTo, locale) });
  }
  return (
    <p role="note" data-testid="outlook-ended" className="mb-4 flex items-start gap-2 rounded-lg border-2 border-warning bg-amber-50 p-3 font-semibold">
      <CalendarX aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-warning" />
      <span>{text}</span>
    </p>
  );
}
