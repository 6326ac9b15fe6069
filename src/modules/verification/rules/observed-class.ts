import type { RainfallClass } from '@/modules/weather/rules/conditions';

/**
 * The 10-day rainfall class an observed day falls in, by the thresholds PAGASA's outlooks use for a
 * day's rain (domain.md §2): none, under 60 mm, 60 to 180 mm, over 180 mm. A trace (under 0.1 mm,
 * recorded as `T` or 0.0) is no rain, as a farmer would say.
 */
export function observedRainfallClass(mm: number): RainfallClass {
  if (!Number.isFinite(mm) || mm < 0) throw new RangeError(`not a day's rainfall: ${mm}`);
  if (mm < 0.1) return 'wb_normal';
  if (mm < 60) return 'b_normal';
  if (mm <= 180) return 'near_normal';
  return 'above_normal';
}

/**
 * The seasonal category of a month's observed total against its normal, by the specification's
 * rule on the percentage of normal: up to 40 % way below, over 40 to 80 below, over 80 to 120 near,
 * over 120 above. A month without a normal (or a normal of 0 mm) has no category.
 */
export function observedSeasonalCategory(totalMm: number, normalMm: number): RainfallClass | null {
  if (!Number.isFinite(totalMm) || totalMm < 0) throw new RangeError(`not a month's rainfall: ${totalMm}`);
  if (!Number.isFinite(normalMm) || normalMm <= 0) return null;
  const percent = (totalMm / normalMm) * 100;
  if (percent <= 40) return 'wb_normal';
  if (percent <= 80) return 'b_normal';
  if (percent <= 120) return 'near_normal';
  return 'above_normal';
}

/** The lead-time groups scores are shown by: a 10-day outlook's day 1–3, 4–6 and 7–10. */
export const LEAD_GROUPS = [
  { key: 'days1to3', first: 1, last: 3 },
  { key: 'days4to6', first: 4, last: 6 },
  { key: 'days7to10', first: 7, last: 10 },
] as const;
export type LeadGroup = (typeof LEAD_GROUPS)[number]['key'];

/** The group of a forecast day's lead (1 for the day after issue), or null outside a 10-day outlook. */
export function leadGroupOf(leadDay: number): LeadGroup | null {
  return LEAD_GROUPS.find((group) => leadDay >= group.first && leadDay <= group.last)?.key ?? null;
}
