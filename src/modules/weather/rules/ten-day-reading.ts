import type { z } from 'zod';
import type { TenDayHeader } from './parse-ten-day-header';
import type { CellProblem, TenDayCells, TenDayColumns } from './read-ten-day-cells';
import type { fileReportSchema, tenDayImportReportSchema } from './weather-writes-contract';

/**
 * The one shape every 10-day source is read into (PAGASA's day workbooks, the portal's long layout,
 * the encode grid; later PAGASA's TenDay API): places as the source names them, values as the source
 * writes them. `importTenDayReadings` then matches, checks, reports and stores them the same way for all.
 */

/** A place as a source gives it: by PSGC code (a name beside it is cross-checked), or by name, with or without its province. */
export type TenDayPlaceRef = { psgc: string; name?: string; province?: string } | { psgc?: undefined; name: string; province?: string };

/** One place and day of a source, with where it came from for the messages. */
export interface TenDayReading {
  /** Index of the part (file, sheet or body) in `TenDayRead.parts`. */
  part: number;
  /** The sheet row, or the position in a JSON list (from 1). */
  row: number;
  place: TenDayPlaceRef;
  /** `YYYY-MM-DD` */
  date: string;
  cells: TenDayCells;
}

/** Where a source's problems are named: its place (the code's column, or the name's), date and value columns. */
export type TenDayPartColumns = TenDayColumns & { place: string; date: string; name?: string };

/** One file, sheet or body of a source. */
export interface TenDayPart {
  file: string;
  sheet: string;
  /** The day a PAGASA day file forecasts, or the first and last day a part holds (`2025-08-18..2025-08-27`). */
  day: string;
  /** Rows of data read, whatever becomes of them. */
  rowsRead: number;
  columns: TenDayPartColumns;
  /** What the reader already found wrong (an unreadable date or place cell), row by row. */
  problems: ({ sheet: string; row: number } & CellProblem)[];
}

export const TEN_DAY_SOURCE_KINDS = ['pagasa-workbooks', 'long-layout', 'encode-grid', 'pagasa-api'] as const;
export type TenDaySourceKind = (typeof TEN_DAY_SOURCE_KINDS)[number];

/**
 * Which source the values came from. `unknownPlaces` says what an unknown place of the region does:
 * PAGASA's national workbooks carry stray rows, so they are `report`ed and the rest kept (domain.md §1);
 * the portal's own layouts are made for the region, so there an unknown place is a mistake that `refuse`s the load.
 */
export interface TenDaySource {
  kind: TenDaySourceKind;
  /** File names, for the issuance's source and the archive. */
  files: string[];
  unknownPlaces: 'report' | 'refuse';
  /** For the API: when PAGASA says it finished loading the issue (its words). */
  pagasaLoadedAt?: string | null;
}

/** Everything a reader hands to the shared import path. */
export interface TenDayRead {
  source: TenDaySource;
  header: TenDayHeader;
  parts: TenDayPart[];
  readings: TenDayReading[];
}

/** What each file gave and what an import stored and lacks: the answers of the weather entry contract. */
export type FileReport = z.output<typeof fileReportSchema>;
export type TenDayImportReport = z.output<typeof tenDayImportReportSchema>;
