import { RAINFALL_CLASSES, RAINFALL_LABELS, rainfallClassOf, type RainfallClass } from './conditions';

/** More than any day's rain on record in the Philippines (about 1,170 mm in 24 hours): a bigger number is a typing slip. */
export const MAX_DAILY_RAINFALL_MM = 2000;

/**
 * The 10-day class of a day's rainfall in millimetres, on PAGASA's bands (domain.md §2): 0 mm NO RAIN,
 * under 60 LIGHT RAINS, 60 to 180 MODERATE RAINS, over 180 HEAVY RAINS. Null for a negative or non-finite amount.
 */
export function rainfallClassOfMillimetres(mm: number): RainfallClass | null {
  if (!Number.isFinite(mm) || mm < 0) return null;
  if (mm === 0) return 'wb_normal';
  if (mm < 60) return 'b_normal';
  if (mm <= 180) return 'near_normal';
  return 'above_normal';
}

const DECIMAL = /^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$/;

/** A decimal number written as text (`24.5`, ` 0 `), or null: hexadecimal, `Infinity`, `1,5` and words are not numbers here. */
export function parseDecimal(text: string): number | null {
  const trimmed = text.trim();
  if (!DECIMAL.test(trimmed)) return null;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : null;
}

/** A rainfall class written as PAGASA's label (`LIGHT RAINS`), its amount band (`<60`) or the portal's code (`b_normal`). */
export function readRainfallClass(text: string): RainfallClass | null {
  const code = text.trim().toLowerCase();
  const byCode = RAINFALL_CLASSES.find((c) => c === code);
  return byCode ?? rainfallClassOf(text);
}

export type RainfallEntry = { ok: true; rainfall: RainfallClass } | { ok: false; reason: string };

/**
 * One rainfall cell typed or pasted by staff: a class (label, band or code) or millimetres, converted
 * to the class. Blank text is not an entry (the caller decides what a blank means).
 */
export function readRainfallEntry(text: string): RainfallEntry {
  const mm = parseDecimal(text);
  if (mm !== null) {
    if (mm < 0 || mm > MAX_DAILY_RAINFALL_MM) return { ok: false, reason: `${mm} mm is outside 0..${MAX_DAILY_RAINFALL_MM}` };
    return { ok: true, rainfall: rainfallClassOfMillimetres(mm)! };
  }
  const rainfall = readRainfallClass(text);
  if (rainfall) return { ok: true, rainfall };
  return { ok: false, reason: `not a rainfall class (${Object.values(RAINFALL_LABELS).join(', ')}) or millimetres` };
}
