import type { TendayHeader } from './parse-tenday-header';
import type { CellProblem, TendayCells, TendayColumns } from './read-tenday-cells';

/**
 * The one shape every 10-day source is read into (PAGASA's day workbooks, the portal's long layout,
 * the encode grid; later PAGASA's TenDay API): places as the source names them, values as the source
 * writes them. `importTendayReadings` then matches, checks, reports and stores them the same way for all.
 */

/** A place as a source gives it: by PSGC code (a name beside it is cross-checked), or by name, with or without its province. */
export type TendayPlaceRef = { psgc: string; name?: string; province?: string } | { psgc?: undefined; name: string; province?: string };

/** One place and day of a source, with where it came from for the messages. */
export interface TendayReading {
  /** Index of the part (file, sheet or body) in `TendayRead.parts`. */
  part: number;
  /** The sheet row, or the position in a JSON list (from 1). */
  row: number;
  place: TendayPlaceRef;
  /** `YYYY-MM-DD` */
  date: string;
  cells: TendayCells;
}

/** Where a source's problems are named: its place (the code's column, or the name's), date and value columns. */
export type TendayPartColumns = TendayColumns & { place: string; date: string; name?: string };

/** One file, sheet or body of a source. */
export interface TendayPart {
  file: string;
  sheet: string;
  /** The day a PAGASA day file forecasts, or the first and last day a part holds (`2025-08-18..2025-08-27`). */
  day: string;
  /** Rows of data read, whatever becomes of them. */
  rowsRead: number;
  columns: TendayPartColumns;
  /** What the reader already found wrong (an unreadable date or place cell), row by row. */
  problems: ({ sheet: string; row: number } & CellProblem)[];
}

export const TENDAY_SOURCE_KINDS = ['pagasa-workbooks', 'long-layout', 'encode-grid', 'pagasa-api'] as const;
export type TendaySourceKind = (typeof TENDAY_SOURCE_KINDS)[number];

/**
 * Which source the values came from. `unknownPlaces` says what an unknown place of the region does:
 * PAGASA's national workbooks carry stray rows, so they are `report`ed and the rest kept (domain.md §1);
 * the portal's own layouts are made for the region, so there an unknown place is a mistake that `refuse`s the load.
 */
export interface TendaySource {
  kind: TendaySourceKind;
  /** File names, for the issuance's source and the archive. */
  files: string[];
  unknownPlaces: 'report' | 'refuse';
}

/** Everything a reader hands to the shared import path. */
export interface TendayRead {
  source: TendaySource;
  header: TendayHeader;
  parts: TendayPart[];
  readings: TendayReading[];
}

export interface FileReport {
  file: string;
  sheet: string;
  day: string;
  rowsRead: number;
  rowsKept: number;
  placesMatched: number;
  otherRegionRows: number;
  unmatched: { row: number; name: string }[];
  problems: ({ sheet: string; row: number } & CellProblem)[];
}

export interface TendayImportReport {
  issuanceId: string | null;
  source: TendaySourceKind;
  forecastDate: string;
  dateRange: string;
  files: FileReport[];
  /** Places of the region with no value in the upload. */
  placesWithoutData: string[];
  /** Days of the outlook's window with no value at all. */
  daysWithoutData: string[];
  /** Places that have values for some of the upload's days but not all of them. */
  placesMissingDays: { place: string; days: string[] }[];
}
