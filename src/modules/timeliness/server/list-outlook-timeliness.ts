import 'server-only';
import type { OutlookTimeliness } from '@/modules/timeliness/rules/outlook-timeliness';
import { OUTLOOKS_PER_PAGE, type TimelinessFilters } from '@/modules/timeliness/rules/timeliness-query';
import type { Queryable } from '@/platform/db/database';
import { readOutlookIssues } from './read-outlook-issues';
import { readOutlookTimeliness } from './read-outlook-timeliness';

export interface OutlookTimelinessPage {
  outlooks: OutlookTimeliness[];
  /** Outlooks of the kind asked for, on every page. */
  total: number;
  page: number;
  pages: number;
}

/**
 * The staff page: a page of outlooks, newest first, each with when its places' bulletins were published
 * and which places have none; of one kind and one province when the filters say (the province checked
 * by the caller).
 */
export async function listOutlookTimeliness(db: Queryable, filters: TimelinessFilters): Promise<OutlookTimelinessPage> {
  const issues = await readOutlookIssues(db, { type: filters.type });
  const pages = Math.max(1, Math.ceil(issues.length / OUTLOOKS_PER_PAGE));
  const page = Math.min(filters.page, pages);
  const shown = issues.slice((page - 1) * OUTLOOKS_PER_PAGE, page * OUTLOOKS_PER_PAGE);
  return { outlooks: await readOutlookTimeliness(db, shown, filters.province), total: issues.length, page, pages };
}
