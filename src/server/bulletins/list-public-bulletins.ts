import 'server-only';
import { and, count, desc, eq, gte, lte, type SQL } from 'drizzle-orm';
import { bulletin } from '@/db/schema';
import type { ArchiveFilters } from '@/domain/bulletins/archive-view';
import { findCrop } from '@/domain/crops/crop-list';
import { slugify } from '@/domain/places/slugify';
import type { Queryable } from '@/server/db/database';
import { resolvePlaceFilter } from '@/server/places/resolve-place-filter';
import { REPORT_COLUMNS, toReport, type Report } from './to-report';

export const ARCHIVE_PAGE_SIZE = 20;

/**
 * The public archive: saved bulletins newest first, filtered by type, place (address slugs), crop and a
 * day within their period. Unknown places or crops give an empty page, not an error: it is a search.
 */
export async function listPublicBulletins(db: Queryable, filters: ArchiveFilters): Promise<{ total: number; page: number; reports: Report[] }> {
  const conditions: SQL[] = [];
  if (filters.type) conditions.push(eq(bulletin.type, filters.type));
  if (filters.province) {
    const { provinces, municipalities } = await resolvePlaceFilter(db, {});
    const province = provinces.find((p) => slugify(p.name) === filters.province);
    const municipality = municipalities.find((m) => m.provincePsgc === province?.psgc && slugify(m.name) === filters.municipality);
    conditions.push(eq(bulletin.provincePsgc, province?.psgc ?? '-'));
    if (filters.municipality) conditions.push(eq(bulletin.municipalityPsgc, municipality?.psgc ?? '-'));
  }
  if (filters.crop) conditions.push(eq(bulletin.cropKey, findCrop(filters.crop)?.key ?? '-'));
  if (filters.date) conditions.push(lte(bulletin.periodFrom, filters.date), gte(bulletin.periodTo, filters.date));
  const where = and(...conditions);
  const page = filters.page ?? 1;
  const [rows, [totals]] = await Promise.all([
    db
      .select(REPORT_COLUMNS)
      .from(bulletin)
      .where(where)
      .orderBy(desc(bulletin.dateCreated))
      .limit(ARCHIVE_PAGE_SIZE)
      .offset((page - 1) * ARCHIVE_PAGE_SIZE),
    db.select({ n: count() }).from(bulletin).where(where),
  ]);
  return { total: Number(totals?.n ?? 0), page, reports: rows.map(toReport) };
}
