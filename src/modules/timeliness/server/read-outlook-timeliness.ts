import 'server-only';
import type { OutlookIssue } from '@/modules/timeliness/rules/outlook-issues';
import { outlookTimeliness, type OutlookTimeliness } from '@/modules/timeliness/rules/outlook-timeliness';
import type { Queryable } from '@/platform/db/database';
import { readOutlookCoverage } from './read-outlook-coverage';
import { readDraftsReady } from './read-drafts-ready';
import { readPublishedBulletins } from './read-published-bulletins';
import { readRegionPlaces } from './read-region-places';

/**
 * For each outlook: when it was issued, loaded, its drafts ready and its first bulletin published; its
 * places with the bulletins published and how late, and its places without; of one province when given.
 */
export async function readOutlookTimeliness(db: Queryable, issues: readonly OutlookIssue[], provincePsgc?: string): Promise<OutlookTimeliness[]> {
  const loads = issues.flatMap((issue) => issue.issuanceIds);
  const [region, coverage, bulletins, draftsReady] = await Promise.all([
    readRegionPlaces(db),
    readOutlookCoverage(db, issues),
    readPublishedBulletins(db, loads),
    readDraftsReady(db, loads),
  ]);
  return issues.map((issue) => outlookTimeliness(issue, { coverage, bulletins, draftsReady, ...region }, provincePsgc));
}
