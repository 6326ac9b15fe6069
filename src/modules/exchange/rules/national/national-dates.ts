import { manilaToday } from '@/platform/format/manila-time';

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

function parts(isoDate: string): [number, number, number] {
  return isoDate.split('-').map(Number) as [number, number, number];
}

/** `2023-08-02` → `2023/08/02`, the national portal's `*_str` dates. */
export function nationalDay(isoDate: string): string {
  return isoDate.replaceAll('-', '/');
}

/** `2023-08-02` → `Wed Aug 02`. */
export function nationalDayFormat(isoDate: string): string {
  const [year, month, day] = parts(isoDate);
  const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
  return `${WEEKDAYS[weekday]} ${MONTHS[month - 1]} ${String(day).padStart(2, '0')}`;
}

/** `2023-08-02` → `08/02/2023 @8AM`: PAGASA's 10-day outlooks are issued for 8 in the morning. */
export function nationalForecastDate(isoDate: string): string {
  const [year, month, day] = parts(isoDate);
  return `${String(month).padStart(2, '0')}/${String(day).padStart(2, '0')}/${year} @8AM`;
}

/** The start of a Manila day as an ISO instant (`2023-08-10T16:00:00.000Z` for 11 August). */
export function manilaDayStart(isoDate: string): string {
  return new Date(`${isoDate}T00:00:00+08:00`).toISOString();
}

/** The Manila day an instant falls on, as `YYYY/MM/DD`. */
export function nationalManilaDay(at: Date): string {
  return nationalDay(manilaToday(at));
}

/**
 * The national portal's `date_range` of days: `August 2-11, 2023` as its documents write it, and in the
 * same manner across a month (`August 28-September 6, 2025`) or a year (`December 28, 2025-January 6, 2026`).
 * Every `date_range` an export gives is written so, whatever language or source the outlook came in.
 */
export function nationalDateRange(from: string, to: string): string {
  const [fy, fm, fd] = parts(from);
  const [ty, tm, td] = parts(to);
  if (from === to) return `${MONTH_NAMES[fm - 1]} ${fd}, ${fy}`;
  if (fy !== ty) return `${MONTH_NAMES[fm - 1]} ${fd}, ${fy}-${MONTH_NAMES[tm - 1]} ${td}, ${ty}`;
  if (fm !== tm) return `${MONTH_NAMES[fm - 1]} ${fd}-${MONTH_NAMES[tm - 1]} ${td}, ${ty}`;
  return `${MONTH_NAMES[fm - 1]} ${fd}-${td}, ${ty}`;
}

/** A seasonal outlook's months in the same manner: `September 2025-February 2026`, `January-June 2026`. */
export function nationalMonthRange(from: string, to: string): string {
  const [fy, fm] = parts(from);
  const [ty, tm] = parts(to);
  if (fy !== ty) return `${MONTH_NAMES[fm - 1]} ${fy}-${MONTH_NAMES[tm - 1]} ${ty}`;
  return fm === tm ? `${MONTH_NAMES[fm - 1]} ${fy}` : `${MONTH_NAMES[fm - 1]}-${MONTH_NAMES[tm - 1]} ${ty}`;
}

/** The `date_range` of an outlook: its months for a seasonal one, its days for the others. */
export function exchangeDateRange(period: { type: string; validFrom: string; validTo: string }): string {
  return period.type === 'seasonal' ? nationalMonthRange(period.validFrom, period.validTo) : nationalDateRange(period.validFrom, period.validTo);
}
