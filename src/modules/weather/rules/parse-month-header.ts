import { MONTH_CODES, type MonthCode } from './seasonal-months';

/** Reads a month column header: `Sep`, `September`, `SEP 2025`, `Sep-25`, `2025-09`, or a date. */
export function parseMonthHeader(cell: unknown): { mo: MonthCode; year?: number } | null {
  if (cell instanceof Date) return { mo: MONTH_CODES[cell.getUTCMonth()]!, year: cell.getUTCFullYear() };
  const text = String(cell ?? '')
    .trim()
    .toLowerCase();
  const iso = /^(\d{4})-(\d{2})/.exec(text);
  if (iso) {
    const month = Number(iso[2]);
    return month >= 1 && month <= 12 ? { mo: MONTH_CODES[month - 1]!, year: Number(iso[1]) } : null;
  }
  const named = /^([a-z]{3,9})\.?(?:[\s-]+'?(\d{2}|\d{4}))?$/.exec(text);
  if (!named) return null;
  const mo = MONTH_CODES.find(
    (code) =>
      named[1]!.startsWith(code) &&
      'january february march april may june july august september october november december'.split(' ').some((full) => full.startsWith(named[1]!)),
  );
  if (!mo) return null;
  const year = named[2] ? (named[2].length === 2 ? 2000 + Number(named[2]) : Number(named[2])) : undefined;
  return year === undefined ? { mo } : { mo, year };
}
