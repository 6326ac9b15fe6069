import { REGION } from '@/modules/places/rules/region';
import { isDataSource, updatedByOf, type UpdatedBy } from '@/modules/weather/rules/updated-by';

/** A timestamp as the national portals' JSON carries it (Firestore's form: `date_created._seconds`). */
export interface FirestoreTimestamp {
  _seconds: number;
  _nanoseconds: number;
}

export function firestoreTimestamp(at: Date | string): FirestoreTimestamp {
  const ms = new Date(at).getTime();
  if (Number.isNaN(ms)) throw new RangeError(`"${String(at)}" is not a date`);
  const seconds = Math.floor(ms / 1000);
  return { _seconds: seconds, _nanoseconds: (ms - seconds * 1000) * 1_000_000 };
}

/** One document: its id in the collection and its fields, as `db.collection(path).doc(id).set(data)` takes them. */
export interface ExchangeDocument<T = Record<string, unknown>> {
  id: string;
  data: T;
}

/** A collection (or sub-collection) path such as `weather_forecasts/calabarzon/ten_day` and its documents. */
export interface ExchangeCollection<T = Record<string, unknown>> {
  path: string;
  documents: ExchangeDocument<T>[];
}

export interface ExchangeMeta {
  format: 'acap-exchange';
  version: 1;
  /** Which export this is (see EXPORTS). */
  export: string;
  region: { key: string; label: string; code: string; abbreviation: string };
  source: string;
  generated_at: FirestoreTimestamp;
  /** When the newest data in the answer was stored; null for constants. */
  data_as_of: FirestoreTimestamp | null;
  /** The query the answer was made for, when it narrows the data. */
  filters?: Record<string, string>;
  /** `expired`: the outlook has ended and no newer one is loaded; `valid_to` its last day. */
  issuance?: { id: string; type: string; date_forecast: string; date_range: string; source: string; valid_to: string; expired: boolean };
  /** How this portal's data maps onto the national fields, for whoever loads it. */
  mapping: readonly string[];
}

/** Every JSON export: what it is, then the collections to write. */
export interface ExchangeExport<T = Record<string, unknown>> {
  meta: ExchangeMeta;
  collections: ExchangeCollection<T>[];
}

export const EXCHANGE_SOURCE = `Agro-Climatic Advisory Portal, ${REGION.label} (${REGION.abbreviation})`;

export function exchangeExport<T = Record<string, unknown>>(options: {
  export: string;
  generatedAt: Date;
  dataAsOf: Date | null;
  mapping: readonly string[];
  collections: ExchangeCollection<T>[];
  filters?: Record<string, string | undefined>;
  issuance?: ExchangeMeta['issuance'];
}): ExchangeExport<T> {
  const filters = Object.fromEntries(Object.entries(options.filters ?? {}).filter((entry): entry is [string, string] => entry[1] !== undefined));
  return {
    meta: {
      format: 'acap-exchange',
      version: 1,
      export: options.export,
      region: { key: REGION.key, label: REGION.label, code: REGION.code, abbreviation: REGION.abbreviation },
      source: EXCHANGE_SOURCE,
      generated_at: firestoreTimestamp(options.generatedAt),
      data_as_of: options.dataAsOf ? firestoreTimestamp(options.dataAsOf) : null,
      ...(Object.keys(filters).length > 0 ? { filters } : {}),
      ...(options.issuance ? { issuance: options.issuance } : {}),
      mapping: options.mapping,
    },
    collections: options.collections,
  };
}

/** A document id from a name: `Batangas` → `batangas`, `City of Calamba` → `city_of_calamba`. */
export function documentKey(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');
}

/**
 * The public "who": the national documents say `system` for machine loads and `admin` for people, never
 * an email address. A record with a source (a weather issuance) follows `updatedByOf`, the rule every
 * weather answer uses; calendars and recommendations store `system` or the staff member's email.
 */
export function exchangeUpdatedBy(record: { updatedBy: string; source?: string }): UpdatedBy {
  if (record.updatedBy === 'system') return 'system';
  if (isDataSource(record.source)) return updatedByOf(record.source);
  return 'admin';
}

/** The newest of some dates, or null when there are none. */
export function newestDate(dates: readonly (Date | string | null | undefined)[]): Date | null {
  const times = dates.filter((d): d is Date | string => d !== null && d !== undefined).map((d) => new Date(d).getTime());
  return times.length > 0 ? new Date(Math.max(...times)) : null;
}
