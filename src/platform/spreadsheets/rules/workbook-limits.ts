const MB = 1024 * 1024;

/**
 * What an uploaded spreadsheet may cost the server. Real uploads are far below: a national PAGASA
 * 10-day sheet is one sheet of 1,650 rows, 27,000 cells (1,650 × 26 as a table) and 1,700 shared
 * texts of at most 46 characters; a calendar of every crop for the 142 places is some 4,300 rows of 27
 * cells. The caps stop zip bombs and absurd tables early: the archive's before anything is unpacked,
 * the counts while the sheet XML is inflated, before exceljs builds anything.
 */
export const WORKBOOK_LIMITS = {
  /** Everything in the .xlsx once unpacked. */
  maxUnpackedBytes: 100 * MB,
  /**
   * One part once unpacked. exceljs reads each part as one string, so a sheet padded with spaces
   * could pass every count and still cost several times this in heap. A national 10-day sheet is
   * 1 MB, a calendar of every crop for the region about 7 MB.
   */
  maxPartBytes: 32 * MB,
  maxEntries: 1_000,
  /** A part unpacking to more than `ratioFloorBytes` may not be more than this many times its packed size. */
  maxRatio: 200,
  ratioFloorBytes: 10 * MB,
  /**
   * Cells written in the sheets, and rows × columns over all sheets once loaded (a CSV's fields).
   * exceljs's whole-workbook model costs about 0.4 KB a cell (measured: 250,000 cells, 107 MB of
   * heap), so this keeps a workbook near 130 MB on a server of 384 MB; 1,000,000 would not fit.
   */
  maxCells: 300_000,
  /** `<row>` elements over all sheets: a sheet of one-cell rows costs more per cell. */
  maxRows: 50_000,
  maxSheets: 100,
  /** Distinct texts in the shared-strings table: no workbook uses more than it has cells. */
  maxSharedStrings: 300_000,
  /** Characters in one text: Excel's own limit for a cell. */
  maxStringLength: 32_767,
  maxParseMs: 20_000,
} as const;

export const formatMegabytes = (bytes: number) => `${Math.round(bytes / MB)} MB`;
