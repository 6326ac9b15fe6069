const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

export interface TenDayHeader {
  /** `YYYY-MM-DD` */
  forecastDate: string;
  /** As written after `FORECAST DATE:`, e.g. `08/18/2025 @8AM`. */
  dateForecast: string;
  /** As written after `Valid :`, e.g. `Aug 18 - 27, 2025`. */
  dateRange: string;
  validFrom: string;
  validTo: string;
}

export type HeaderResult = { ok: true; header: TenDayHeader } | { ok: false; cell: 'A1' | 'A2'; message: string };

const pad = (n: number) => String(n).padStart(2, '0');
const isoDate = (year: number, month: number, day: number) => `${year}-${pad(month)}-${pad(day)}`;

function monthIndex(name: string): number | null {
  const index = MONTHS.indexOf(name.slice(0, 3).toLowerCase());
  return index === -1 ? null : index + 1;
}

function validDate(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** Reads `FORECAST DATE: 08/18/2025 @8AM` (A1) and `Valid : Aug 18 - 27, 2025` (A2). */
export function parseTenDayHeader(a1: string | null, a2: string | null): HeaderResult {
  const forecast = /^\s*FORECAST DATE\s*:\s*((\d{1,2})\/(\d{1,2})\/(\d{4}).*?)\s*$/i.exec(a1 ?? '');
  if (!forecast) {
    return { ok: false, cell: 'A1', message: `expected "FORECAST DATE: MM/DD/YYYY …" in A1, found "${a1 ?? ''}"` };
  }
  const [fm, fd, fy] = [Number(forecast[2]), Number(forecast[3]), Number(forecast[4])];
  if (!validDate(fy, fm, fd)) return { ok: false, cell: 'A1', message: `"${forecast[1]}" in A1 is not a date` };

  // "Aug 18 - 27, 2025", "Aug 28 - Sep 6, 2025" or "Dec 28, 2025 - Jan 6, 2026"
  const valid = /^\s*VALID\s*:\s*(([A-Za-z]+)\.?\s+(\d{1,2})(?:,\s*(\d{4}))?\s*-\s*(?:([A-Za-z]+)\.?\s+)?(\d{1,2}),\s*(\d{4}))\s*$/i.exec(a2 ?? '');
  if (!valid) {
    return { ok: false, cell: 'A2', message: `expected "Valid : Mon D - D, YYYY" in A2, found "${a2 ?? ''}"` };
  }
  const [, text, fromMonthName, fromDay, fromYear, toMonthName, toDay, toYear] = valid;
  const fromMonth = monthIndex(fromMonthName!);
  const toMonth = toMonthName ? monthIndex(toMonthName) : fromMonth;
  const endYear = Number(toYear);
  const startYear = fromYear ? Number(fromYear) : fromMonth !== null && toMonth !== null && fromMonth > toMonth ? endYear - 1 : endYear;
  if (fromMonth === null || toMonth === null || !validDate(startYear, fromMonth, Number(fromDay)) || !validDate(endYear, toMonth, Number(toDay))) {
    return { ok: false, cell: 'A2', message: `"${text}" in A2 is not a date range` };
  }
  const validFrom = isoDate(startYear, fromMonth, Number(fromDay));
  const validTo = isoDate(endYear, toMonth, Number(toDay));
  if (validTo < validFrom) return { ok: false, cell: 'A2', message: `"${text}" in A2 ends before it starts` };
  return {
    ok: true,
    header: { forecastDate: isoDate(fy, fm, fd), dateForecast: forecast[1]!, dateRange: text!, validFrom, validTo },
  };
}
