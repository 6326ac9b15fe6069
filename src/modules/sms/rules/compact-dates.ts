import { formatLocaleOf, MONTH_ABBREVIATIONS } from '@/platform/format/calendar-names';

// An SMS has no room for `August 18 – 27, 2025`: months are abbreviated and ranges written with a hyphen.

const partsOf = (isoDate: string) => ({ year: Number(isoDate.slice(0, 4)), month: Number(isoDate.slice(5, 7)) - 1, day: Number(isoDate.slice(8, 10)) });

/** `Aug 18-27, 2025`, `Aug 28-Sep 6, 2025`, `Dec 28, 2025-Jan 6, 2026`, `Aug 18, 2025`; without `withYear`, no year. */
export function compactDayRange(from: string, to: string, locale: string, withYear = true): string {
  const names = MONTH_ABBREVIATIONS[formatLocaleOf(locale)];
  const a = partsOf(from);
  const b = partsOf(to);
  const year = withYear ? `, ${b.year}` : '';
  if (from.slice(0, 10) === to.slice(0, 10)) return `${names[a.month]} ${a.day}${year}`;
  if (a.year !== b.year && withYear) return `${names[a.month]} ${a.day}, ${a.year}-${names[b.month]} ${b.day}, ${b.year}`;
  if (a.month === b.month && a.year === b.year) return `${names[a.month]} ${a.day}-${b.day}${year}`;
  return `${names[a.month]} ${a.day}-${names[b.month]} ${b.day}${year}`;
}

/** `Sep 2025-Feb 2026`, `Sep-Dec 2025`, `Sep 2025`; without `withYear`, `Sep-Feb`. */
export function compactMonthRange(from: string, to: string, locale: string, withYear = true): string {
  const names = MONTH_ABBREVIATIONS[formatLocaleOf(locale)];
  const a = partsOf(from);
  const b = partsOf(to);
  const sameMonth = a.year === b.year && a.month === b.month;
  if (!withYear) return sameMonth ? names[a.month]! : `${names[a.month]}-${names[b.month]}`;
  if (sameMonth) return `${names[a.month]} ${a.year}`;
  if (a.year === b.year) return `${names[a.month]}-${names[b.month]} ${b.year}`;
  return `${names[a.month]} ${a.year}-${names[b.month]} ${b.year}`;
}
