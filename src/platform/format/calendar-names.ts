/**
 * Month and weekday names in the portal's two languages: one set, used by pages, PDFs and staff
 * screens alike, so a Tagalog reader never meets "Aug" beside "Ago". Written out rather than taken
 * from Intl because phones' browsers differ in the Filipino data they carry.
 */
export type FormatLocale = 'en' | 'tl';

export const MONTH_NAMES: Record<FormatLocale, readonly string[]> = {
  en: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
  tl: ['Enero', 'Pebrero', 'Marso', 'Abril', 'Mayo', 'Hunyo', 'Hulyo', 'Agosto', 'Setyembre', 'Oktubre', 'Nobyembre', 'Disyembre'],
};

export const MONTH_ABBREVIATIONS: Record<FormatLocale, readonly string[]> = {
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  tl: ['Ene', 'Peb', 'Mar', 'Abr', 'May', 'Hun', 'Hul', 'Ago', 'Set', 'Okt', 'Nob', 'Dis'],
};

/** Sunday first, as Date.getUTCDay() counts. */
export const WEEKDAY_ABBREVIATIONS: Record<FormatLocale, readonly string[]> = {
  en: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'],
  tl: ['Lin', 'Lun', 'Mar', 'Miy', 'Huw', 'Biy', 'Sab'],
};

/** `tag` (what older clients send) and any other value fall back to the two locales. */
export const formatLocaleOf = (locale: string): FormatLocale => (locale === 'tl' || locale === 'tag' ? 'tl' : 'en');
