import { formatLocaleOf, MONTH_ABBREVIATIONS, MONTH_NAMES, WEEKDAY_ABBREVIATIONS } from './calendar-names';

/** The Philippines keeps UTC+8 all year (no daylight saving), so Manila time is a fixed shift. */
const MANILA_OFFSET_MS = 8 * 3_600_000;
const DAY_MS = 86_400_000;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

const pad = (n: number) => String(n).padStart(2, '0');

function toInstant(value: Date | string | number): Date {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) throw new RangeError(`${String(value)} is not a time`);
  return date;
}

/** Calendar fields of an instant as read on a clock in Manila. */
function manilaFields(value: Date | string | number) {
  const shifted = new Date(toInstant(value).getTime() + MANILA_OFFSET_MS);
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth(),
    day: shifted.getUTCDate(),
    hour: shifted.getUTCHours(),
    minute: shifted.getUTCMinutes(),
  };
}

/** `2026-11-22`: the date in Manila at that instant (today's, without an argument). */
export function manilaToday(now: Date | string | number = Date.now()): string {
  const { year, month, day } = manilaFields(now);
  return `${year}-${pad(month + 1)}-${pad(day)}`;
}

/** The instant a Manila calendar day ends (its last millisecond), e.g. for "valid until". */
export function endOfManilaDay(isoDate: string): Date {
  if (!ISO_DATE.test(isoDate)) throw new RangeError(`${isoDate} is not a YYYY-MM-DD date`);
  return new Date(Date.parse(`${isoDate}T00:00:00Z`) + DAY_MS - MANILA_OFFSET_MS - 1);
}

function dateParts(isoDate: string) {
  const day = isoDate.slice(0, 10);
  if (!ISO_DATE.test(day)) throw new RangeError(`${isoDate} is not a YYYY-MM-DD date`);
  const utc = new Date(`${day}T00:00:00Z`);
  return { year: utc.getUTCFullYear(), month: utc.getUTCMonth(), day: utc.getUTCDate(), weekday: utc.getUTCDay() };
}

/**
 * A time a person reads: Philippine time, 24-hour, in the page's language.
 * `November 22, 2026, 11:00 PHT` / `Nobyembre 22, 2026, 11:00 PHT`; `short` gives `Nov 22, 11:00 PHT`.
 */
export function formatManilaDateTime(value: Date | string | number, locale: string, style: 'long' | 'short' = 'long'): string {
  const { year, month, day, hour, minute } = manilaFields(value);
  const lang = formatLocaleOf(locale);
  const clock = `${pad(hour)}:${pad(minute)} PHT`;
  return style === 'short' ? `${MONTH_ABBREVIATIONS[lang][month]} ${day}, ${clock}` : `${MONTH_NAMES[lang][month]} ${day}, ${year}, ${clock}`;
}

/** A calendar date (`2026-11-22`, or the date part of a longer string): `November 22, 2026`, short `Nov 22`. */
export function formatDate(isoDate: string, locale: string, style: 'long' | 'short' = 'long'): string {
  const { year, month, day } = dateParts(isoDate);
  const lang = formatLocaleOf(locale);
  return style === 'short' ? `${MONTH_ABBREVIATIONS[lang][month]} ${day}` : `${MONTH_NAMES[lang][month]} ${day}, ${year}`;
}

/** A table's day heading: `Sun, Nov 22` / `Lin, Nob 22`. */
export function formatWeekday(isoDate: string, locale: string): string {
  const { month, day, weekday } = dateParts(isoDate);
  const lang = formatLocaleOf(locale);
  return `${WEEKDAY_ABBREVIATIONS[lang][weekday]}, ${MONTH_ABBREVIATIONS[lang][month]} ${day}`;
}

/** `November 22 – December 1, 2026`, `November 22 – 27, 2026`, or across years with both years. */
export function formatDateRange(from: string, to: string, locale: string): string {
  const a = dateParts(from);
  const b = dateParts(to);
  const names = MONTH_NAMES[formatLocaleOf(locale)];
  if (from.slice(0, 10) === to.slice(0, 10)) return formatDate(from, locale);
  if (a.year !== b.year) return `${formatDate(from, locale)} – ${formatDate(to, locale)}`;
  if (a.month !== b.month) return `${names[a.month]} ${a.day} – ${names[b.month]} ${b.day}, ${b.year}`;
  return `${names[a.month]} ${a.day} – ${b.day}, ${b.year}`;
}

/** `2026-01` (or a date in it) → `January 2026`; short `Jan 2026`. */
export function formatMonth(yearMonth: string, locale: string, style: 'long' | 'short' = 'long'): string {
  const { year, month } = dateParts(`${yearMonth.slice(0, 7)}-01`);
  const lang = formatLocaleOf(locale);
  return `${(style === 'short' ? MONTH_ABBREVIATIONS : MONTH_NAMES)[lang][month]} ${year}`;
}

/**
 * A time in a table meant for people that spreadsheets still sort: `2026-11-22 11:00 PHT` (Philippine
 * time, 24-hour; a space, not ISO's `T`, since people read it).
 */
export function formatManilaStamp(value: Date | string | number): string {
  const { year, month, day, hour, minute } = manilaFields(value);
  return `${year}-${pad(month + 1)}-${pad(day)} ${pad(hour)}:${pad(minute)} PHT`;
}

const ELAPSED = {
  en: { now: 'just now', minute: ['minute', 'minutes'], hour: ['hour', 'hours'], day: ['day', 'days'], ago: (text: string) => `${text} ago` },
  tl: { now: 'ngayon lang', minute: ['minuto', 'minuto'], hour: ['oras', 'oras'], day: ['araw', 'araw'], ago: (text: string) => `${text} na ang nakalipas` },
} as const;

/** How long ago something happened, for staff screens: `3 hours ago` / `3 oras na ang nakalipas`; days from 48 hours on. */
export function formatElapsed(since: Date | string | number, locale: string, now: Date | number = Date.now()): string {
  const words = ELAPSED[formatLocaleOf(locale)];
  const minutes = Math.floor(((typeof now === 'number' ? now : now.getTime()) - toInstant(since).getTime()) / 60_000);
  if (minutes < 1) return words.now;
  const [count, unit] =
    minutes < 60 ? [minutes, words.minute] : minutes < 48 * 60 ? [Math.floor(minutes / 60), words.hour] : [Math.floor(minutes / 1440), words.day];
  return words.ago(`${count} ${unit[count === 1 ? 0 : 1]}`);
}
