/** Months `jan` … `dec` are 0 … 11 (spec §9). */
export const MONTH_KEYS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'] as const;
export type MonthKey = (typeof MONTH_KEYS)[number];

export const HALVES = ['1st_half', '2nd_half'] as const;
export type Half = (typeof HALVES)[number];

export const SLOT_COUNT = 24;
export const TEN_DAY_WINDOW = 10;
/** `1st_half` is days 1-15 in every month, so February's midpoint is day 15 too (domain.md §5). */
export const MIDPOINT_DAY = 15;

/** A calendar slot: index = month × 2 + half (0 = `1st_half`). */
export type SlotIndex = number;

export interface CalendarDate {
  year: number;
  /** 0 … 11 */
  month: number;
  /** 1 … 31 */
  day: number;
}

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
}

/** A day beyond half the month falls in the 2nd half, otherwise the 1st. */
export function halfOfDay(day: number): Half {
  return day > MIDPOINT_DAY ? '2nd_half' : '1st_half';
}

export function slotIndex(month: number, half: Half): SlotIndex {
  return month * 2 + (half === '2nd_half' ? 1 : 0);
}

export function slotOfDate(date: CalendarDate): SlotIndex {
  return slotIndex(date.month, halfOfDay(date.day));
}

export function slotParts(slot: SlotIndex): { month: number; monthKey: MonthKey; half: Half } {
  const month = Math.floor(slot / 2);
  return { month, monthKey: MONTH_KEYS[month]!, half: HALVES[slot % 2]! };
}

/** `YYYY-MM-DD` → date parts; throws on anything that is not a real calendar day. */
export function parseIsoDate(text: string): CalendarDate {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  const date = match ? { year: Number(match[1]), month: Number(match[2]) - 1, day: Number(match[3]) } : null;
  if (!date || date.month > 11 || date.day < 1 || date.day > daysInMonth(date.year, date.month)) {
    throw new Error(`${text} is not a date (YYYY-MM-DD)`);
  }
  return date;
}

/**
 * The slots a 10-day window starting on `start` covers: the start's half; the 2nd half when a window
 * starting in the 1st reaches past the midpoint; the next month's 1st half when it overflows the month
 * (December flows into January).
 */
export function tenDaySlots(start: CalendarDate, length = TEN_DAY_WINDOW): SlotIndex[] {
  const last = start.day + length - 1;
  const slots = [slotOfDate(start)];
  if (halfOfDay(start.day) === '1st_half' && Math.min(last, daysInMonth(start.year, start.month)) > MIDPOINT_DAY) {
    slots.push(slotIndex(start.month, '2nd_half'));
  }
  if (last > daysInMonth(start.year, start.month)) {
    slots.push(slotIndex((start.month + 1) % 12, '1st_half'));
  }
  return slots;
}

/** Both halves of each of `count` months from `month` (one month, or a six-month seasonal outlook). */
export function monthSlots(month: number, count = 1): SlotIndex[] {
  return Array.from({ length: Math.min(count, 12) * 2 }, (_, i) => (month * 2 + i) % SLOT_COUNT);
}

export type Period =
  { kind: 'ten_day'; start: CalendarDate } | { kind: 'month'; year: number; month: number } | { kind: 'months'; year: number; month: number; count: number };

/** The slots a period covers, in time order. */
export function slotsOfPeriod(period: Period): SlotIndex[] {
  switch (period.kind) {
    case 'ten_day':
      return tenDaySlots(period.start);
    case 'month':
      return monthSlots(period.month);
    case 'months':
      return monthSlots(period.month, period.count);
  }
}

/** The calendar day an instant falls on in the Philippines (UTC+8, no daylight saving). */
export function manilaDate(instant: Date): CalendarDate {
  const shifted = new Date(instant.getTime() + 8 * 3600_000);
  return { year: shifted.getUTCFullYear(), month: shifted.getUTCMonth(), day: shifted.getUTCDate() };
}
