const MB = 1024 * 1024;

/**
 * What an uploaded spreadsheet may cost the server. Real uploads are far below: a PAGASA 10-day
 * sheet unpacks to 1.6 MB with some 20,000 cells. The caps stop zip bombs and absurd tables early.
 */
export const WORKBOOK_LIMITS = {
  /** Everything in the .xlsx once unpacked. */
  maxUnpackedBytes: 100 * MB,
  maxEntries: 1_000,
  /** A part unpacking to more than `ratioFloorBytes` may not be more than this many times its packed size. */
  maxRatio: 200,
  ratioFloorBytes: 10 * MB,
  /** Rows × columns over all sheets (a CSV's fields). */
  maxCells: 1_000_000,
  maxParseMs: 20_000,
} as const;

export const formatMegabytes = (bytes: number) => `${Math.round(bytes / MB)} MB`;
