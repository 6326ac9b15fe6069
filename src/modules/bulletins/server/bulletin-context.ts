import 'server-only';
import { localeOfLanguage, type BulletinLanguage } from '@/modules/bulletins/rules/bulletin-document';
import { formatDate, formatDateRange, formatManilaDateTime, formatMonth, formatWeekday } from '@/platform/format/manila-time';
import type { Locale } from '@/i18n/routing';
import { createMessageTranslator } from '@/platform/i18n/create-message-translator';

/** The translators and formats of one bulletin language; names of months and days come from the portal's one set. */
export function bulletinContext(language: BulletinLanguage) {
  const locale: Locale = localeOfLanguage(language);
  return {
    locale,
    t: createMessageTranslator(locale, 'Bulletin'),
    conditions: createMessageTranslator(locale, 'Conditions'),
    weather: createMessageTranslator(locale, 'Weather'),
    calendar: createMessageTranslator(locale, 'Calendar'),
    terms: createMessageTranslator(locale, 'Terms'),
    /** `Agosto 18 – 27, 2025` */
    dateRange: (from: string, to: string) => formatDateRange(from, to, locale),
    /** `Agosto 18, 2025` */
    date: (isoDate: string) => formatDate(isoDate, locale),
    /** `Lun, Ago 18` */
    day: (isoDate: string) => formatWeekday(isoDate, locale),
    /** `Enero 2026` from `2026-01` */
    month: (yearMonth: string) => formatMonth(yearMonth, locale),
    /** `Nobyembre 22, 2026, 14:05 PHT`: a time in Philippine time. */
    dateTime: (instant: Date | string | number) => formatManilaDateTime(instant, locale),
  };
}

export type BulletinContext = ReturnType<typeof bulletinContext>;
