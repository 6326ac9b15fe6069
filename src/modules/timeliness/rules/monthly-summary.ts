import { REGION } from '@/modules/places/rules/region';
import type { OutlookTimeliness, ProvinceRef } from './outlook-timeliness';

/**
 * One province's month (or the region's, `provincePsgc` null). A month is that of the outlooks' first
 * day, not of the publications: a bulletin counts with its outlook, so a late one published in the next
 * month still shows in the month its outlook began, and every figure of a row is about the same outlooks.
 */
export interface MonthSummaryRow {
  provincePsgc: string | null;
  provinceName: string;
  /** Outlooks that began in the month and cover a place of the province (or have a bulletin there). */
  outlooks: number;
  /** Published bulletins (withdrawn ones included), each language copy and crop counted. */
  bulletins: number;
  onTime: number;
  late: number;
  /** Median days from outlook start to publication; null without any bulletin. */
  medianDelayDays: number | null;
  /** Covered places without a published bulletin, once per outlook. */
  placesWithoutBulletin: number;
}

export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

function summarize(outlooks: readonly OutlookTimeliness[], inArea: (provincePsgc: string) => boolean, area: ProvinceRef | null): MonthSummaryRow {
  let count = 0;
  let placesWithoutBulletin = 0;
  const delays: number[] = [];
  let late = 0;
  for (const outlook of outlooks) {
    const places = outlook.published.filter((place) => inArea(place.provincePsgc));
    const missing = outlook.withoutBulletin.filter((place) => inArea(place.provincePsgc)).length;
    if (places.length === 0 && missing === 0) continue;
    count += 1;
    placesWithoutBulletin += missing;
    for (const bulletin of places.flatMap((place) => place.bulletins)) {
      delays.push(bulletin.delayDays);
      if (bulletin.late) late += 1;
    }
  }
  return {
    provincePsgc: area?.psgc ?? null,
    provinceName: area?.name ?? `All provinces (${REGION.label})`,
    outlooks: count,
    bulletins: delays.length,
    onTime: delays.length - late,
    late,
    medianDelayDays: median(delays),
    placesWithoutBulletin,
  };
}

/**
 * The month's figures per province, in the order given, then the region's (every outlook counted
 * once); with `provincePsgc`, that province's row alone. `outlooks` are the month's, built for every
 * province.
 */
export function summarizeMonth(outlooks: readonly OutlookTimeliness[], provinces: readonly ProvinceRef[], provincePsgc?: string): MonthSummaryRow[] {
  const chosen = provinces.filter((province) => !provincePsgc || province.psgc === provincePsgc);
  const rows = chosen.map((province) => summarize(outlooks, (psgc) => psgc === province.psgc, province));
  return provincePsgc ? rows : [...rows, summarize(outlooks, () => true, null)];
}
