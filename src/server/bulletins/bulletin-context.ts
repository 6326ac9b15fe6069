import 'server-only';
import { localeOfLanguage, type BulletinLanguage } from '@/domain/bulletins/bulletin-document';
import type { Locale } from '@/i18n/routing';
import { createMessageTranslator } from '@/server/i18n/create-message-translator';

/** The translators and formats of one bulletin language. */
export function bulletinContext(language: BulletinLanguage) {
  const locale: Locale = localeOfLanguage(language);
  const dayFormat = new Intl.DateTimeFormat(locale, { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
  const monthFormat = new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' });
  const shortDay = new Intl.DateTimeFormat(locale, { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' });
  const utc = (isoDate: string) => new Date(`${isoDate.slice(0, 10)}T00:00:00Z`);
  return {
    locale,
    t: createMessageTranslator(locale, 'Bulletin'),
    conditions: createMessageTranslator(locale, 'Conditions'),
    weather: createMessageTranslator(locale, 'Weather'),
    calendar: createMessageTranslator(locale, 'Calendar'),
    /** `Agosto 18 – 27, 2025` (plain spaces: the thin ones Intl puts around the dash read badly in a PDF). */
    dateRange: (from: string, to: string) => dayFormat.formatRange(utc(from), utc(to)).replace(/[\u2009\u202f]/g, ' '),
    day: (isoDate: string) => shortDay.format(utc(isoDate)),
    /** `Enero 2026` from `2026-01` */
    month: (yearMonth: string) => monthFormat.format(utc(`${yearMonth}-01`)),
  };
}

export type BulletinContext = ReturnType<typeof bulletinContext>;
