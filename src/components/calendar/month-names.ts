import type { Locale } from '@/i18n/routing';

/** Month names from the platform's calendar data (Tagalog included), January first. */
export function monthNames(locale: Locale, width: 'long' | 'short'): string[] {
  const format = new Intl.DateTimeFormat(locale, { month: width, timeZone: 'UTC' });
  return Array.from({ length: 12 }, (_, month) => format.format(new Date(Date.UTC(2026, month, 1))));
}
