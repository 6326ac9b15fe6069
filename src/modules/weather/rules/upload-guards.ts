import { formatManilaStamp } from '@/platform/format/manila-time';
import type { ConditionCode } from './conditions';
import type { TenDayValue } from './ten-day-value';

/**
 * What keeps a wrong click from publishing invented or empty weather (issue 41, decision 086): an
 * upload that is the template's examples, or has no value for any place, is refused; one that would
 * replace the live outlook and leave more than a fifth of the region's places without data is asked
 * to be confirmed. The reasons travel in the refusals' details, so a form can say them in its language.
 */
export const REFUSAL_REASONS = ['template-examples', 'no-values'] as const;
export type RefusalReason = (typeof REFUSAL_REASONS)[number];
export const REPLACES_LIVE = 'replaces-live';

/** A place of the region, as the checks count them: the 142 cities and municipalities. */
export interface RegionPlace {
  psgc: string;
  provincePsgc: string;
  name: string;
}

/** A place's day as the checks read it: a value, or a stored row carried from the live outlook. */
type TenDayFields = Record<Exclude<keyof TenDayValue, 'municipality' | 'date'>, unknown>;

/** A place's day says something when any of its values is given. */
export function tenDayHasData(value: TenDayFields): boolean {
  return [
    value.tempMin,
    value.tempMax,
    value.tempMean,
    value.rainfall,
    value.rainfallAmount,
    value.cloudCover,
    value.humidity,
    value.windSpeed,
    value.windDirection,
  ].some((field) => field !== null);
}

/** A seasonal month says something when it has a category: `nda` is "no data available". */
export const seasonalHasData = (value: { category: ConditionCode }): boolean => value.category !== 'nda';

/** The places no day of a 10-day outlook speaks for. */
export function tenDayPlacesWithoutData(places: readonly RegionPlace[], values: readonly (TenDayFields & { municipalityPsgc: string })[]): RegionPlace[] {
  const withData = new Set(values.filter(tenDayHasData).map((value) => value.municipalityPsgc));
  return places.filter((place) => !withData.has(place.psgc));
}

/**
 * The places no month of a seasonal outlook speaks for, as the pages read it: a place's own rows when
 * the outlook gives any, else its province's (`fromProvince`).
 */
export function seasonalPlacesWithoutData(
  places: readonly RegionPlace[],
  rows: readonly { provincePsgc: string; municipalityPsgc: string | null; category: ConditionCode }[],
): RegionPlace[] {
  const own = new Map<string, boolean>();
  const province = new Map<string, boolean>();
  for (const row of rows) {
    const [map, key] = row.municipalityPsgc === null ? [province, row.provincePsgc] : [own, row.municipalityPsgc];
    map.set(key, (map.get(key) ?? false) || seasonalHasData(row));
  }
  return places.filter((place) => !(own.get(place.psgc) ?? province.get(place.provincePsgc) ?? false));
}

/** More than a fifth of the places without data is worth a second look before it replaces what readers see. */
export const leavesTooManyEmpty = (emptyPlaces: number, places: number): boolean => emptyPlaces * 5 > places;

/** The live outlook an upload would replace, as the 409 names it. */
export interface ReplacedOutlook {
  id: string;
  type: 'seasonal' | 'ten_day';
  dateRange: string;
  validFrom: string;
  validTo: string;
  /** When it was loaded (ISO). */
  loadedAt: string;
}

/** The 409's words: what the upload would replace, how many places it leaves empty (a few named), and how to go on. */
export function describeReplaceConflict(replaced: ReplacedOutlook, empty: readonly RegionPlace[], places: number): string {
  const outlook = replaced.type === 'seasonal' ? 'seasonal outlook' : '10-day outlook';
  const named = empty.slice(0, 5).map((place) => place.name);
  const examples = empty.length > named.length ? `${named.join(', ')} and ${empty.length - named.length} more` : named.join(', ');
  return (
    `This upload would replace the live ${outlook} of ${replaced.dateRange} (loaded ${formatManilaStamp(replaced.loadedAt)}) ` +
    `and leave ${empty.length} of ${places} cities and municipalities without data (${examples}). Nothing was stored. ` +
    'To store it all the same, send it again with confirm=true (on the staff page: “Replace anyway”).'
  );
}

/** Rows named as a reader counts them: `row 2`, `rows 2, 3 and 5`. */
function listRows(rows: readonly number[]): string {
  if (rows.length === 1) return `row ${rows[0]}`;
  const shown = rows.slice(0, 10);
  const rest = rows.length - shown.length;
  return rest > 0 ? `rows ${shown.join(', ')} and ${rest} more` : `rows ${shown.slice(0, -1).join(', ')} and ${shown.at(-1)}`;
}

/** The refusal of a long-layout file that still holds the template's example rows. */
export function describeTemplateExamples(file: string, rows: readonly number[]): string {
  return (
    `${file}: ${listRows(rows)} ${rows.length === 1 ? 'is' : 'are'} the template's example ${rows.length === 1 ? 'row' : 'rows'}, not a forecast. ` +
    'Replace the examples with the outlook’s own values, a row per city or municipality and day, and upload it again. Nothing was stored.'
  );
}

/** The refusal of an outlook that gives no value for any place. */
export function describeNoValues(type: 'seasonal' | 'ten_day'): string {
  return type === 'seasonal'
    ? 'The seasonal outlook has no value for any place: every month of every province, city and municipality is blank or nda (a template uploaded as it was downloaded?). An empty outlook is never published; nothing was stored.'
    : 'The 10-day outlook has no value for any place: every value of every row is blank. An empty outlook is never published; nothing was stored.';
}

/** What the 409 carries besides its words: the form says them in the staff member's language from these. */
export interface ReplaceConflictDetails {
  reason: typeof REPLACES_LIVE;
  replaces: ReplacedOutlook;
  emptyPlaces: number;
  places: number;
  /** The first twenty places left without data. */
  emptyNames: string[];
}

/**
 * Whether an upload must be confirmed: it asks (`check`), it would become the live outlook in place of
 * one that is still current, and it leaves more than a fifth of the places without data. Connectors and
 * hand entry give no `check`; an upload sent with confirm=true gives `confirmed`.
 */
export function replaceConflict(input: {
  check: 'ask' | 'confirmed' | undefined;
  replaced: (ReplacedOutlook & { expired: boolean }) | null;
  becomesLive: boolean;
  empty: readonly RegionPlace[];
  places: number;
}): { message: string; details: ReplaceConflictDetails } | null {
  const { check, replaced, empty, places } = input;
  if (check !== 'ask' || !replaced || replaced.expired || !input.becomesLive || !leavesTooManyEmpty(empty.length, places)) return null;
  const { expired: _expired, ...outlook } = replaced;
  return {
    message: describeReplaceConflict(outlook, empty, places),
    details: { reason: REPLACES_LIVE, replaces: outlook, emptyPlaces: empty.length, places, emptyNames: empty.slice(0, 20).map((place) => place.name) },
  };
}
