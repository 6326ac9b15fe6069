import 'server-only';
import { and, eq, gte, lte } from 'drizzle-orm';
import { specialAdvisory, weatherIssuance } from '@/db/schema';
import { REGION } from '@/modules/places/rules/region';
import { groupOutlookIssues, type OutlookIssue } from '@/modules/timeliness/rules/outlook-issues';
import type { OutlookType } from '@/modules/weather/rules/issuance-coverage';
import type { Queryable } from '@/platform/db/database';

/**
 * The region's outlooks, each with all its loads, newest first: of one kind, and those beginning
 * between two days (inclusive) when asked. Every load's header is read to group them: a few dozen a
 * year, each a short row.
 */
export async function readOutlookIssues(db: Queryable, filter: { type?: OutlookType; startsFrom?: string; startsTo?: string } = {}): Promise<OutlookIssue[]> {
  const rows = await db
    .select({
      id: weatherIssuance.id,
      type: weatherIssuance.type,
      forecastDate: weatherIssuance.forecastDate,
      validFrom: weatherIssuance.validFrom,
      validTo: weatherIssuance.validTo,
      dateCreated: weatherIssuance.dateCreated,
      activeCyclone: specialAdvisory.activeCyclone,
      name: specialAdvisory.name,
      number: specialAdvisory.bulletinNumber,
      issuedAt: specialAdvisory.issuedAt,
    })
    .from(weatherIssuance)
    .leftJoin(specialAdvisory, eq(specialAdvisory.issuanceId, weatherIssuance.id))
    .where(
      and(
        eq(weatherIssuance.regionKey, REGION.key),
        filter.type ? eq(weatherIssuance.type, filter.type) : undefined,
        filter.startsFrom ? gte(weatherIssuance.validFrom, filter.startsFrom) : undefined,
        filter.startsTo ? lte(weatherIssuance.validFrom, filter.startsTo) : undefined,
      ),
    );
  return groupOutlookIssues(
    rows.map(({ activeCyclone, name, number, issuedAt, ...header }) => ({
      ...header,
      cyclone: header.type === 'special_weather' ? { name: activeCyclone ? name : null, number: activeCyclone ? number : null, issuedAt } : null,
    })),
  );
}
