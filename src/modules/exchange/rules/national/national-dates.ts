import { manilaToday } from '@/platform/format/manila-time';

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

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
