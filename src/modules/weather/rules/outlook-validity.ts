import { endOfManilaDay, manilaToday } from '@/platform/format/manila-time';

export type OutlookType = 'seasonal' | 'ten_day' | 'special_weather';

/** Hours a cyclone advisory counts as current after it was issued, unless configured otherwise. */
export const DEFAULT_SPECIAL_VALID_HOURS = 24;

export interface OutlookValidityInput {
  type: OutlookType;
  /** Last day of the outlook (`YYYY-MM-DD`): the 10th day, or the end of the 6th month. */
  validTo: string;
  /** When PAGASA issued a cyclone advisory (special outlooks only). */
  issuedAt?: string | null;
}

export interface OutlookValidity {
  /** Last day covered, in Manila (`YYYY-MM-DD`). */
  validTo: string;
  /** The instant the outlook stops being current. */
  validUntil: string;
  expired: boolean;
}

/**
 * Whether an outlook still speaks of today. A 10-day or seasonal outlook is current through its last
 * day in Manila; a cyclone advisory for `specialValidHours` after it was issued (PAGASA updates them
 * every few hours while a cyclone is near, so an older one may be out of date).
 */
export function outlookValidity(
  input: OutlookValidityInput,
  now: Date | number = Date.now(),
  specialValidHours = DEFAULT_SPECIAL_VALID_HOURS,
): OutlookValidity {
  const at = typeof now === 'number' ? now : now.getTime();
  if (input.type === 'special_weather' && input.issuedAt) {
    const until = new Date(Date.parse(input.issuedAt) + specialValidHours * 3_600_000);
    return { validTo: manilaToday(until), validUntil: until.toISOString(), expired: at > until.getTime() };
  }
  const until = endOfManilaDay(input.validTo.slice(0, 10));
  return { validTo: input.validTo.slice(0, 10), validUntil: until.toISOString(), expired: at > until.getTime() };
}

/** Whether an outlook has ended at `now`: worked out at each use, never kept, as `now` moves on. */
export function hasEnded(outlook: { validUntil: string }, now: Date | number = Date.now()): boolean {
  return (typeof now === 'number' ? now : now.getTime()) > Date.parse(outlook.validUntil);
}
