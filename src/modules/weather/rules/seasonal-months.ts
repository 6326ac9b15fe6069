import { manilaToday } from '@/platform/format/manila-time';
export const MONTH_CODES = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'] as const;
export type MonthCode = (typeof MONTH_CODES)[number];
export const OUTLOOK_MONTHS = 6;

/** `YYYY-MM` of the month `offset` months after `start` (`YYYY-MM`). */
export function addMonths(start: string, offset: number): string {
  const [year, month] = start.split('-').map(Number) as [number, number];
  const index = year * 12 + (month - 1) + offset;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** Whether the month codes follow each other (wrapping from dec to jan). */
export function areConsecutive(months: readonly MonthCode[]): boolean {
  return months.every((month, i) => i === 0 || MONTH_CODES.indexOf(month) === (MONTH_CODES.indexOf(months[i - 1]!) + 1) % 12);
}

/**
 * The year of an outlook that starts in `first` when no year is given: the one placing that month
 * nearest the issue date in Manila's calendar (a December outlook loaded on 10 January is last
 * December's, never next December's); six months either way is taken as ahead.
 */
export function inferOutlookStart(first: MonthCode, today: Date): string {
  const [year, current] = manilaToday(today).split('-').map(Number) as [number, number];
  const month = MONTH_CODES.indexOf(first) + 1;
  const nearest = [year - 1, year, year + 1]
    .map((candidate) => ({ candidate, distance: candidate * 12 + month - (year * 12 + current) }))
    .sort((a, b) => Math.abs(a.distance) - Math.abs(b.distance) || b.distance - a.distance)[0]!;
  return `${nearest.candidate}-${String(month).padStart(2, '0')}`;
}

/** Last day (`YYYY-MM-DD`) of a `YYYY-MM` month. */
export function monthEnd(month: string): string {
  const [year, m] = month.split('-').map(Number) as [number, number];
  return `${month}-${String(new Date(Date.UTC(year, m, 0)).getUTCDate()).padStart(2, '0')}`;
}
