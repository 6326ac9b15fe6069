import { manilaToday } from '@/platform/format/manila-time';

/** A bulletin published more than this many days after its outlook began is late. */
export const LATE_AFTER_DAYS = 2;

const DAY_MS = 86_400_000;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * How many days after its outlook began a bulletin was published, counted in Philippine calendar days:
 * the outlook's first day (a date, as PAGASA gives it) to the date in Manila of the publication.
 * Published on the first day is 0, on the next day 1, and so on, so staff can check a figure against
 * the dates they see; the hour does not matter, as an outlook begins on a day, not at an instant.
 * A bulletin published before its outlook's first day (a seasonal outlook loaded ahead) counts 0:
 * it was not late, and a negative figure would skew the medians.
 */
export function publicationDelayDays(outlookStart: string, publishedAt: Date | string): number {
  const start = outlookStart.slice(0, 10);
  if (!ISO_DATE.test(start)) throw new RangeError(`${outlookStart} is not a YYYY-MM-DD date`);
  const published = manilaToday(publishedAt);
  return Math.max(0, Math.round((Date.parse(`${published}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / DAY_MS));
}

/** "More than 2 days after the outlook began": published on its fourth day (delay 3) or later. */
export function isLate(delayDays: number): boolean {
  return delayDays > LATE_AFTER_DAYS;
}

/** The last day a bulletin of an outlook beginning on `outlookStart` is on time (`YYYY-MM-DD`). */
export function lastOnTimeDay(outlookStart: string): string {
  return new Date(Date.parse(`${outlookStart.slice(0, 10)}T00:00:00Z`) + LATE_AFTER_DAYS * DAY_MS).toISOString().slice(0, 10);
}

/** A cyclone bulletin is late more than this many hours after its advisory was issued: advisories come every 3 to 6 hours. */
export const CYCLONE_LATE_AFTER_HOURS = 6;

const HOUR_MS = 3_600_000;

/** Whole hours from an advisory's issue time to a publication; 0 for one published before it (clocks differ). */
export function publicationDelayHours(issuedAt: Date | string, publishedAt: Date | string): number {
  return Math.max(0, Math.floor((new Date(publishedAt).getTime() - new Date(issuedAt).getTime()) / HOUR_MS));
}

/** How late a bulletin was by its outlook's own rule: days from a 10-day or seasonal outlook's first day, hours from a cyclone advisory's issue. */
export interface PublicationDelay {
  delayDays: number;
  /** Cyclone advisories with an issue time only; null otherwise. */
  delayHours: number | null;
  late: boolean;
}

export function publicationDelay(outlook: { type: string; validFrom: string; issuedAt: string | null }, publishedAt: Date | string): PublicationDelay {
  const delayDays = publicationDelayDays(outlook.validFrom, publishedAt);
  if (outlook.type === 'special_weather' && outlook.issuedAt) {
    const exact = (new Date(publishedAt).getTime() - new Date(outlook.issuedAt).getTime()) / HOUR_MS;
    return { delayDays, delayHours: publicationDelayHours(outlook.issuedAt, publishedAt), late: exact > CYCLONE_LATE_AFTER_HOURS };
  }
  return { delayDays, delayHours: null, late: isLate(delayDays) };
}

/** `0 days`, `1 day`, `3 days`; a cyclone bulletin's in hours: `2 hours`, `1 hour`. */
export function describeDelay(delay: number | Pick<PublicationDelay, 'delayDays' | 'delayHours'>): string {
  const { delayDays, delayHours } = typeof delay === 'number' ? { delayDays: delay, delayHours: null } : delay;
  if (delayHours !== null) return `${delayHours} ${delayHours === 1 ? 'hour' : 'hours'}`;
  return `${delayDays} ${delayDays === 1 ? 'day' : 'days'}`;
}
