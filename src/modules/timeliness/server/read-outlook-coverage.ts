import 'server-only';
import { eq, inArray } from 'drizzle-orm';
import { municipality, seasonalValue, specialSignal, tenDayValue } from '@/db/schema';
import type { OutlookIssue } from '@/modules/timeliness/rules/outlook-issues';
import type { CoverageValue } from '@/modules/timeliness/rules/outlook-timeliness';
import type { Queryable } from '@/platform/db/database';

const loadsOf = (issues: readonly OutlookIssue[], type: OutlookIssue['type']) =>
  issues.filter((issue) => issue.type === type).flatMap((issue) => issue.issuanceIds);

/**
 * Where the outlooks' loads have values: 10-day readings per place; seasonal values and wind signals
 * per province as a whole (no municipality) or per place.
 */
export async function readOutlookCoverage(db: Queryable, issues: readonly OutlookIssue[]): Promise<CoverageValue[]> {
  const [tenDay, seasonal, special] = [loadsOf(issues, 'ten_day'), loadsOf(issues, 'seasonal'), loadsOf(issues, 'special_weather')];
  const [tenDayRows, seasonalRows, specialRows] = await Promise.all([
    tenDay.length === 0
      ? []
      : db
          .selectDistinct({ issuanceId: tenDayValue.issuanceId, provincePsgc: municipality.provincePsgc, municipalityPsgc: tenDayValue.municipalityPsgc })
          .from(tenDayValue)
          .innerJoin(municipality, eq(municipality.psgc, tenDayValue.municipalityPsgc))
          .where(inArray(tenDayValue.issuanceId, tenDay)),
    seasonal.length === 0
      ? []
      : db
          .selectDistinct({ issuanceId: seasonalValue.issuanceId, provincePsgc: seasonalValue.provincePsgc, municipalityPsgc: seasonalValue.municipalityPsgc })
          .from(seasonalValue)
          .where(inArray(seasonalValue.issuanceId, seasonal)),
    special.length === 0
      ? []
      : db
          .selectDistinct({ issuanceId: specialSignal.issuanceId, provincePsgc: specialSignal.provincePsgc, municipalityPsgc: specialSignal.municipalityPsgc })
          .from(specialSignal)
          .where(inArray(specialSignal.issuanceId, special)),
  ]);
  return [...tenDayRows, ...seasonalRows, ...specialRows];
}
