import 'server-only';
import { summarizeMonth, type MonthSummaryRow } from '@/modules/timeliness/rules/monthly-summary';
import { monthDays, type TimelinessSummaryQuery } from '@/modules/timeliness/rules/timeliness-query';
import type { Queryable } from '@/platform/db/database';
import { findProvince } from './find-province';
import { readOutlookIssues } from './read-outlook-issues';
import { readOutlookTimeliness } from './read-outlook-timeliness';
import { readRegionPlaces } from './read-region-places';

/**
 * The month's figures per province (and the region's, without a province): outlooks that began in the
 * month, by their first day in Philippine dates, with all their bulletins whenever published. An
 * unknown province is 404, named.
 */
export async function summarizeTimelinessMonth(db: Queryable, query: TimelinessSummaryQuery): Promise<{ rows: MonthSummaryRow[]; provinceName?: string }> {
  const chosen = query.province ? await findProvince(db, query.province) : undefined;
  const { first, last } = monthDays(query.month);
  const [issues, { provinces }] = await Promise.all([readOutlookIssues(db, { startsFrom: first, startsTo: last }), readRegionPlaces(db)]);
  const outlooks = await readOutlookTimeliness(db, issues);
  return { rows: summarizeMonth(outlooks, provinces, chosen?.psgc), provinceName: chosen?.name };
}
