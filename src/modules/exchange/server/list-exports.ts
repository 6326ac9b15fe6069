import 'server-only';
import type { Queryable } from '@/platform/db/database';
import { count, max } from 'drizzle-orm';
import { bulletin, cropCalendar, recommendation } from '@/db/schema';
import { IS_PUBLISHED } from '@/modules/bulletins/server/archive-conditions';
import { newestDate } from '@/modules/exchange/rules/exchange-document';
import { EXPORTS, exportHref, type ExportDefinition, type ExportDownload, type ExportId } from '@/modules/exchange/rules/export-catalogue';
import { formatDate } from '@/platform/format/manila-time';
import { readRegionVillages } from '@/modules/places/server/read-region-villages';
import { findIssuance, type IssuanceSummary } from '@/modules/weather/server/find-issuance';

export interface ExportListing extends Omit<ExportDefinition, 'downloads'> {
  /** When the newest data it holds was stored; null for constants and for exports with nothing yet. */
  latestAt: Date | null;
  /** What it holds now, in words, e.g. `Aug 18 - 27, 2025` or `312 rows (10-day 156, seasonal 156)`. */
  holds: string;
  downloads: (ExportDownload & { href: string; available: boolean })[];
}

const plural = (n: number, word: string) => `${n.toLocaleString('en-PH')} ${word}${n === 1 ? '' : 's'}`;

/** Every export with what it holds now and when its newest data was stored, for the index and the admin page. */
export async function listExports(db: Queryable): Promise<ExportListing[]> {
  const [seasonal, tenday, special, published, calendars, recommendations, { villages }] = await Promise.all([
    findIssuance(db, 'seasonal'),
    findIssuance(db, 'ten_day'),
    findIssuance(db, 'special_weather'),
    db
      .select({ rows: count(), latest: max(bulletin.publishedAt) })
      .from(bulletin)
      .where(IS_PUBLISHED),
    db
      .select({ key: cropCalendar.mode, rows: count(), latest: max(cropCalendar.updatedAt) })
      .from(cropCalendar)
      .groupBy(cropCalendar.mode),
    db
      .select({ key: recommendation.type, rows: count(), latest: max(recommendation.updatedAt) })
      .from(recommendation)
      .groupBy(recommendation.type),
    readRegionVillages(),
  ]);
  const rowsOf = (groups: { key: string; rows: number }[], key: string | undefined) =>
    groups.filter((group) => key === undefined || group.key === key).reduce((sum, group) => sum + Number(group.rows), 0);
  const issuanceState = (issuance: IssuanceSummary | null) => ({
    latestAt: issuance ? new Date(issuance.dateCreated._seconds * 1000) : null,
    holds: !issuance ? 'No issuance yet' : issuance.expired ? `${issuance.dateRange} (ended on ${formatDate(issuance.validTo, 'en')})` : issuance.dateRange,
    has: () => issuance !== null,
  });
  const groupState = (groups: { key: string; rows: number; latest: Date | null }[], groupKey: string, labels: Record<string, string>) => ({
    latestAt: newestDate(groups.map((group) => group.latest)),
    holds:
      groups.length === 0
        ? 'Nothing yet'
        : `${plural(rowsOf(groups, undefined), 'row')} (${groups.map((group) => `${labels[group.key] ?? group.key} ${Number(group.rows).toLocaleString('en-PH')}`).join(', ')})`,
    has: (query: Record<string, string>) => rowsOf(groups, query[groupKey]) > 0,
  });
  const states: Record<ExportId, { latestAt: Date | null; holds: string; has: (query: Record<string, string>) => boolean }> = {
    provinces: { latestAt: null, holds: '5 provinces, 142 cities and municipalities', has: () => true },
    villages: {
      latestAt: null,
      holds: `${plural(villages.length, 'barangay')} in ${new Set(villages.map((v) => v.municipalityPsgc)).size} cities and municipalities`,
      has: () => true,
    },
    'weather-seasonal': issuanceState(seasonal),
    'weather-ten-day': issuanceState(tenday),
    calendars: groupState(calendars, 'mode', { ten_day: '10-day', seasonal: 'seasonal' }),
    recommendations: groupState(recommendations, 'type', { seasonal: 'seasonal', tenday: '10-day', special: 'special' }),
    'national-provinces': { latestAt: null, holds: '5 provinces, 142 cities and municipalities', has: () => true },
    'national-ten-day': issuanceState(tenday),
    'national-seasonal': issuanceState(seasonal),
    'national-cyclone-advisory': issuanceState(special),
    'national-reports': {
      latestAt: published[0]?.latest ?? null,
      holds: plural(Number(published[0]?.rows ?? 0), 'published bulletin'),
      has: () => Number(published[0]?.rows ?? 0) > 0,
    },
    'national-changes': { latestAt: null, holds: 'Changes since a cursor', has: () => true },
  };
  return EXPORTS.map(({ downloads, ...definition }) => {
    const state = states[definition.id];
    return {
      ...definition,
      latestAt: state.latestAt,
      holds: state.holds,
      downloads: downloads.map((download) => ({
        ...download,
        href: exportHref(definition, { ...download.query, download: '1' }),
        available: state.has(download.query),
      })),
    };
  });
}
