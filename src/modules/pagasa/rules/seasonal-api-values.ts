import { addMonths, OUTLOOK_MONTHS } from '@/modules/weather/rules/seasonal-months';
import { resolveSeasonalMonth, type SeasonalMonthValue } from '@/modules/weather/rules/seasonal-input';
import { pagasaMonth, type SeasonalApiRow } from './tenday-api-answers';

export interface SeasonalApiMonth {
  /** `YYYY-MM` */
  month: string;
  value: SeasonalMonthValue;
  /** PAGASA's five-class words, kept beside the portal's own four classes. */
  description: string | null;
}

export interface SeasonalApiProvince {
  /** The province as PAGASA names it; the caller matches it to a PSGC code. */
  name: string;
  months: SeasonalApiMonth[];
}

const round = (value: number, places: number) => Math.round(value * 10 ** places) / 10 ** places;

/**
 * One month of PAGASA's seasonal answer as the portal stores it. The service sends 0 as `null`, so a
 * missing percent or mean is 0, not "no data"; the normal is derived from the two when the percent is
 * above 0. The class is the portal's own (from the percent), never PAGASA's description.
 */
export function seasonalApiMonth(row: SeasonalApiRow): SeasonalApiMonth {
  const percent = row.percent_normal ?? 0;
  const forecastMm = round(row.mean_mm ?? 0, 1);
  const normalMm = percent > 0 ? round(((row.mean_mm ?? 0) * 100) / percent, 1) : null;
  return {
    month: pagasaMonth(row.month)!,
    value: resolveSeasonalMonth({ val: round(percent, 2), forecast: forecastMm, normal: normalMm }),
    description: row.description?.trim() || null,
  };
}

/**
 * The answer's rows as six consecutive months per province from `start`. Every problem is named (a
 * province with a month missing, twice, or outside the outlook), so that nothing half-read is stored.
 */
export function seasonalApiProvinces(rows: readonly SeasonalApiRow[], start: string): { provinces: SeasonalApiProvince[]; problems: string[] } {
  const months = Array.from({ length: OUTLOOK_MONTHS }, (_, offset) => addMonths(start, offset));
  const byProvince = new Map<string, Map<string, SeasonalApiMonth>>();
  const problems: string[] = [];
  for (const row of rows) {
    const value = seasonalApiMonth(row);
    const name = row.province.trim();
    const seen = byProvince.get(name) ?? new Map<string, SeasonalApiMonth>();
    byProvince.set(name, seen);
    if (!months.includes(value.month)) problems.push(`${name}: ${row.month} is outside the outlook ${months[0]} to ${months.at(-1)}`);
    else if (seen.has(value.month)) problems.push(`${name}: ${row.month} is given twice`);
    else seen.set(value.month, value);
  }
  const provinces = [...byProvince].map(([name, seen]) => {
    const missing = months.filter((month) => !seen.has(month));
    if (missing.length > 0) problems.push(`${name}: no value for ${missing.join(', ')}`);
    return { name, months: months.flatMap((month) => (seen.has(month) ? [seen.get(month)!] : [])) };
  });
  return { provinces, problems };
}
