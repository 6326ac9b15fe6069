import 'server-only';
import { count, desc } from 'drizzle-orm';
import { bulletin } from '@/db/schema';
import type { ArchiveFilters } from '@/modules/bulletins/rules/archive-view';
import type { Queryable } from '@/platform/db/database';
import { archiveConditions } from './archive-conditions';
import { orderActiveCycloneFirst } from './order-active-cyclone-first';
import { REPORT_COLUMNS, toReport, type Report } from './to-report';

export const ARCHIVE_PAGE_SIZE = 20;

/**
 * The public archive: published bulletins newest first (the current cyclone advisory's first), filtered by type, place (address slugs), crop and a
 * day within their period. Unknown places or crops give an empty page, not an error: it is a search.
 */
export async function listPublicBulletins(db: Queryable, filters: ArchiveFilters): Promise<{ total: number; page: number; reports: Report[] }> {
  const where = await archiveConditions(db, filters);
  const page = filters.page ?? 1;
  const stormFirst = await orderActiveCycloneFirst(db);
  const [rows, [totals]] = await Promise.all([
    db
      .select(REPORT_COLUMNS)
      .from(bulletin)
      .where(where)
      .orderBy(stormFirst, desc(bulletin.publishedAt), desc(bulletin.dateCreated))
      .limit(ARCHIVE_PAGE_SIZE)
      .offset((page - 1) * ARCHIVE_PAGE_SIZE),
    db.select({ n: count() }).from(bulletin).where(where),
  ]);
  return { total: Number(totals?.n ?? 0), page, reports: rows.map(toReport) };
}
