import { slugify } from '@/modules/places/rules/slugify';
import type { MonthSummaryRow } from './monthly-summary';
import { LATE_AFTER_DAYS } from './publication-delay';

export const SUMMARY_CSV_HEADINGS = [
  'month',
  'province psgc',
  'province',
  'outlooks issued',
  'bulletins published',
  `on time (within ${LATE_AFTER_DAYS} days)`,
  `late (more than ${LATE_AFTER_DAYS} days)`,
  'median delay (days)',
  'places without a bulletin (once per outlook)',
] as const;

const figure = (value: number | null) => (value === null ? '' : Number.isInteger(value) ? String(value) : value.toFixed(1));

/** The summary as CSV cells (for `formatCsv`): a heading row, then one row per province (and the region). */
export function summaryCsvRows(month: string, rows: readonly MonthSummaryRow[]): string[][] {
  return [
    [...SUMMARY_CSV_HEADINGS],
    ...rows.map((row) => [
      month,
      row.provincePsgc ?? '',
      row.provinceName,
      String(row.outlooks),
      String(row.bulletins),
      String(row.onTime),
      String(row.late),
      figure(row.medianDelayDays),
      String(row.placesWithoutBulletin),
    ]),
  ];
}

/** `acap-timeliness-2026-11.csv`, or with the province: `acap-timeliness-2026-11-laguna.csv`. */
export function summaryFileName(month: string, provinceName?: string): string {
  return `acap-timeliness-${month}${provinceName ? `-${slugify(provinceName)}` : ''}.csv`;
}
