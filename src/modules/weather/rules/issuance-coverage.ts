import { formatDate, formatManilaDateTime } from '@/platform/format/manila-time';

/** The three kinds of outlook an issuance holds (as `weather_issuance.type`). */
export type OutlookType = 'seasonal' | 'ten_day' | 'special_weather';

/** One side of an issuance's coverage: where its values are, as sorted PSGC codes and days. */
export interface CoveragePart {
  /** Provinces with at least one value on this side. */
  provinces: string[];
  /** Cities and municipalities with at least one value of their own on this side. */
  places: string[];
  /** 10-day outlooks: the days (`YYYY-MM-DD`) with at least one value on this side; empty for the others. */
  days: string[];
}

/**
 * What a write gave (`new`) and what the issuance holds because it was carried forward from the live
 * issuance of the same period (`carried`, from `carriedFrom`). Decision 024.
 */
export interface IssuanceCoverage {
  /** The issuance the carried values were copied from; null when nothing was carried (a new outlook). */
  carriedFrom: { id: string; dateCreated: string } | null;
  new: CoveragePart;
  carried: CoveragePart;
}

/** What makes two writes the same outlook: its validity window, and for an advisory its bulletin. */
export interface OutlookPeriod {
  validFrom: string;
  validTo: string;
  /** Special advisories: the cyclone and bulletin number; null for "no active cyclone". */
  bulletin?: { name: string; number: string } | null;
}

const plainText = (text: string) => text.normalize('NFKC').trim().toLowerCase().replace(/\s+/g, ' ');
// "7", "#7", "No. 7" and "no 7" are the same bulletin.
const bulletinNumber = (text: string) => plainText(text).replace(/^(no\.?|#)\s*/, '');

/**
 * Whether a write continues the live outlook (its values not given are carried forward) or starts a
 * new one: a seasonal outlook by its first month, a 10-day outlook by its window, a cyclone advisory
 * by cyclone name and bulletin number ("no active cyclone" never continues anything).
 */
export function isSamePeriod(type: OutlookType, live: OutlookPeriod, next: OutlookPeriod): boolean {
  if (type === 'seasonal') return live.validFrom === next.validFrom;
  if (type === 'ten_day') return live.validFrom === next.validFrom && live.validTo === next.validTo;
  if (!live.bulletin || !next.bulletin) return false;
  return plainText(live.bulletin.name) === plainText(next.bulletin.name) && bulletinNumber(live.bulletin.number) === bulletinNumber(next.bulletin.number);
}

/** Where a stored value is: its province, its own city or municipality (null for a province value), its day (10-day). */
export interface PlacedValue {
  provincePsgc: string;
  municipalityPsgc: string | null;
  date?: string | null;
}

const sortedSet = (values: Iterable<string | null | undefined>) => [...new Set([...values].filter((v): v is string => Boolean(v)))].sort();

/** The provinces, places and days a set of values covers. */
export function coveragePart(values: readonly PlacedValue[]): CoveragePart {
  return {
    provinces: sortedSet(values.map((v) => v.provincePsgc)),
    places: sortedSet(values.map((v) => v.municipalityPsgc)),
    days: sortedSet(values.map((v) => v.date)),
  };
}

/** The coverage of a new issuance from the values written and those carried. */
export function issuanceCoverage(
  written: readonly PlacedValue[],
  carried: readonly PlacedValue[],
  carriedFrom: { id: string; dateCreated: Date | string } | null,
): IssuanceCoverage {
  return {
    carriedFrom: carriedFrom ? { id: carriedFrom.id, dateCreated: new Date(carriedFrom.dateCreated).toISOString() } : null,
    new: coveragePart(written),
    carried: coveragePart(carried),
  };
}

/** The live values a write leaves alone: those whose key it does not give. */
export function valuesToCarry<T>(live: readonly T[], written: ReadonlySet<string>, keyOf: (value: T) => string): T[] {
  return live.filter((value) => !written.has(keyOf(value)));
}

const NAMED_PLACES = 3;

function listOf(names: string[]): string {
  return names.join(', ');
}

function placesText(part: CoveragePart, nameOf: (psgc: string) => string): string {
  if (part.places.length <= NAMED_PLACES) return listOf(part.places.map(nameOf));
  return `${part.places.length} places in ${listOf(part.provinces.map(nameOf))}`;
}

function daysText(days: string[]): string {
  const day = (date: string) => formatDate(date, 'en', 'short');
  if (days.length <= NAMED_PLACES) return listOf(days.map(day));
  return `${day(days[0]!)} – ${day(days.at(-1)!)} (${days.length} days)`;
}

function sideText(type: OutlookType, part: CoveragePart, nameOf: (psgc: string) => string): string | null {
  if (type === 'ten_day') return part.places.length === 0 ? null : `${placesText(part, nameOf)} on ${daysText(part.days)}`;
  if (part.provinces.length === 0) return null;
  const own =
    type === 'seasonal' && part.places.length > 0
      ? ` (with ${part.places.length} ${part.places.length === 1 ? 'city or municipality' : 'cities and municipalities'} of their own)`
      : '';
  return `${listOf(part.provinces.map(nameOf))}${own}`;
}

/**
 * One line for staff and the audit trail, e.g. "Cavite new; Batangas, Laguna, Quezon, Rizal carried
 * from November 22, 2026, 14:05 PHT". Names come from `nameOf` (PSGC → name).
 */
export function describeCoverage(type: OutlookType, coverage: IssuanceCoverage, nameOf: (psgc: string) => string): string {
  const fresh = sideText(type, coverage.new, nameOf);
  const carried = sideText(type, coverage.carried, nameOf);
  const parts = [fresh ? `${fresh} new` : type === 'special_weather' ? 'No wind signal given' : 'Nothing new'];
  const from = coverage.carriedFrom ? formatManilaDateTime(coverage.carriedFrom.dateCreated, 'en') : null;
  if (carried && from) parts.push(`${carried} carried from ${from}`);
  // Within one bulletin an advisory keeps the details a write leaves out even when no signal is carried.
  else if (from) parts.push(`no signal carried; details left out kept from ${from}`);
  else parts.push('nothing carried');
  return parts.join('; ');
}
