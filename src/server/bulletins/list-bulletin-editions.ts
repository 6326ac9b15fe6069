import 'server-only';
import { and, count, desc, eq, max, min, or, sql } from 'drizzle-orm';
import { bulletin } from '@/db/schema';
import type { ArchiveFilters } from '@/domain/bulletins/archive-view';
import type { Queryable } from '@/server/db/database';
import { archiveConditions } from './archive-conditions';
import { orderActiveCycloneFirst } from './order-active-cyclone-first';
import { ARCHIVE_PAGE_SIZE } from './list-public-bulletins';
import { REPORT_COLUMNS, toReport, type Report } from './to-report';

/** One bulletin as the archive shows it: its copies, at most one per language (the newest). */
export interface BulletinEdition {
  copies: Report[];
}

// The English and Tagalog copies of one bulletin share its type, place, crop, period and outlook.
const issuanceOf = sql<string>`${bulletin.document}->'sources'->>'issuanceId'`;
const EDITION = [bulletin.type, bulletin.municipalityPsgc, bulletin.cropKey, bulletin.periodFrom, bulletin.periodTo, issuanceOf] as const;

/**
 * The public archive, one entry per bulletin rather than per language copy: newest first (the current
 * cyclone advisory's first), filtered as
 * `archiveConditions` says, paged by entries. A copy remade in the same language replaces the older
 * one in the list (each keeps its own address).
 */
export async function listBulletinEditions(db: Queryable, filters: ArchiveFilters): Promise<{ total: number; page: number; editions: BulletinEdition[] }> {
  const where = await archiveConditions(db, filters);
  const page = filters.page ?? 1;
  const newest = max(bulletin.publishedAt);
  // The current cyclone advisory's bulletins first: constant within an edition (one type, one outlook), so min() is just its value.
  const stormFirst = min(await orderActiveCycloneFirst(db));
  // A new builder per use: drizzle's builders change in place, so one shared by the page and the count
  // gave the count of a page already limited to 20.
  const grouped = () =>
    db
      .select({
        type: bulletin.type,
        municipalityPsgc: bulletin.municipalityPsgc,
        cropKey: bulletin.cropKey,
        periodFrom: bulletin.periodFrom,
        periodTo: bulletin.periodTo,
        issuance: issuanceOf,
        newest,
      })
      .from(bulletin)
      .where(where)
      .groupBy(...EDITION);
  const [keys, [totals]] = await Promise.all([
    grouped()
      .orderBy(stormFirst, desc(newest))
      .limit(ARCHIVE_PAGE_SIZE)
      .offset((page - 1) * ARCHIVE_PAGE_SIZE),
    db.select({ n: count() }).from(grouped().as('editions')),
  ]);
  if (keys.length === 0) return { total: Number(totals?.n ?? 0), page, editions: [] };

  const rows = await db
    .select({ ...REPORT_COLUMNS, issuance: issuanceOf })
    .from(bulletin)
    .where(
      and(
        where,
        or(
          ...keys.map((key) =>
            and(
              eq(bulletin.type, key.type),
              eq(bulletin.municipalityPsgc, key.municipalityPsgc),
              eq(bulletin.cropKey, key.cropKey),
              eq(bulletin.periodFrom, key.periodFrom),
              eq(bulletin.periodTo, key.periodTo),
              key.issuance === null ? sql`${issuanceOf} is null` : sql`${issuanceOf} = ${key.issuance}`,
            ),
          ),
        ),
      ),
    )
    .orderBy(desc(bulletin.publishedAt));
  const editions = keys.map((key) => {
    const copies = new Map<string, Report>();
    for (const row of rows) {
      const same =
        row.type === key.type &&
        row.municipalityPsgc === key.municipalityPsgc &&
        row.cropKey === key.cropKey &&
        row.periodFrom === key.periodFrom &&
        row.periodTo === key.periodTo &&
        row.issuance === key.issuance;
      if (same && !copies.has(row.language)) copies.set(row.language, toReport(row));
    }
    return { copies: [...copies.values()] };
  });
  return { total: Number(totals?.n ?? 0), page, editions };
}
