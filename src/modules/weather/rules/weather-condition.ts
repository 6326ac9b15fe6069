import type { ConditionCode } from './conditions';

/**
 * The weather-condition helper of the spec: percent of normal rainfall to a seasonal category.
 * Non-numeric input fails with `{value} is not a number`; the percent is rounded first.
 */
export function weatherCondition(value: unknown): Exclude<ConditionCode, 'nda'> {
  const number = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
  if (!Number.isFinite(number)) throw new Error(`${String(value)} is not a number`);
  const percent = Math.round(number);
  if (percent <= 40) return 'wb_normal';
  if (percent <= 80) return 'b_normal';
  if (percent <= 120) return 'near_normal';
  return 'above_normal';
}

/** Percent of normal = forecast / 30-year normal × 100, rounded; null when either is unknown. */
export function percentOfNormal(forecastMm: number | null, normalMm: number | null): number | null {
  if (forecastMm === null || normalMm === null || normalMm <= 0) return null;
  return Math.round((forecastMm / normalMm) * 100);
}
