import { formatLocaleOf, MONTH_ABBREVIATIONS, MONTH_NAMES } from '@/platform/format/calendar-names';
import type { Locale } from '@/i18n/routing';

/** Month names in the page's language from the portal's one set (so "Ago" never meets "Aug"), January first. */
export function monthNames(locale: Locale, width: 'long' | 'short'): string[] {
  return [...(width === 'long' ? MONTH_NAMES : MONTH_ABBREVIATIONS)[formatLocaleOf(locale)]];
}
