import type { TenDayHeader } from './parse-ten-day-header';

/** A 10-day outlook covers its forecast day and the nine after it (spec §9). */
export const TEN_DAY_WINDOW_DAYS = 10;

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** `YYYY-MM-DD` plus `days` calendar days. */
export const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** Every day from `from` to `to`, both included. */
export function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to && days.length <= 366; day = addDays(day, 1)) days.push(day);
  return days;
}

/** A range as PAGASA writes it in A2: `Aug 18 - 27, 2025`, `Aug 28 - Sep 6, 2025`, `Dec 28, 2025 - Jan 6, 2026`. */
export function describeRange(from: string, to: string): string {
  const [fy, fm, fd] = from.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = to.split('-').map(Number) as [number, number, number];
  if (fy !== ty) return `${MONTHS[fm - 1]} ${fd}, ${fy} - ${MONTHS[tm - 1]} ${td}, ${ty}`;
  if (fm !== tm) return `${MONTHS[fm - 1]} ${fd} - ${MONTHS[tm - 1]} ${td}, ${ty}`;
  return `${MONTHS[fm - 1]} ${fd} - ${td}, ${ty}`;
}

/** The forecast date as PAGASA writes it in A1, without the hour: `08/18/2025`. */
export function describeForecastDate(date: string): string {
  const [y, m, d] = date.split('-');
  return `${m}/${d}/${y}`;
}

/** The header of an outlook whose forecast day is `first`: its ten days, with PAGASA's texts. */
export function tenDayWindowHeader(first: string): TenDayHeader {
  const last = addDays(first, TEN_DAY_WINDOW_DAYS - 1);
  return { forecastDate: first, validFrom: first, validTo: last, dateForecast: describeForecastDate(first), dateRange: describeRange(first, last) };
}
