import 'server-only';
import { and, count, desc, eq, inArray, max, min, or, sql } from 'drizzle-orm';
import { bulletin } from '@/db/schema';
import type { ArchiveFilters } from '@/modules/bulletins/rules/archive-view';
import type { BulletinDocument } from '@/modules/bulletins/rules/bulletin-document';
import type { LaterNotices } from '@/modules/bulletins/rules/later-notices';
import { isRaisedSignal } from '@/modules/weather/rules/raised-signal';
import type { Queryable } from '@/platform/db/database';
import { archiveConditions, IS_PUBLISHED } from './archive-conditions';
import { orderActiveCycloneFirst } from './order-active-cyclone-first';
import { ARCHIVE_PAGE_SIZE } from './list-public-bulletins';
import { REPORT_COLUMNS, toReport, type Report } from './to-report';

/** One bulletin as the archive shows it: its copies, at most one per language (the newest). */
export interface BulletinEdition {
  copies: Report[];
  /** A cyclone bulletin replaced by a published one of a later advisory for the same place and crop. */
  replacedBy: LaterNotices['replacedBy'];
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
  // Cyclone editions say whether a later advisory's bulletin replaced them: a few rows, read once for the page.
  return { total: Number(totals?.n ?? 0), page, editions: await withReplacements(db, editions) };
}

async function withReplacements(db: Queryable, editions: { copies: Report[] }[]): Promise<BulletinEdition[]> {
  const leads = editions.flatMap((e) => e.copies.filter((c) => c.type === 'special_weather').map((c) => c.id));
  if (leads.length === 0) return editions.map((edition) => ({ ...edition, replacedBy: null }));
  const places = (await db.selectDistinct({ psgc: bulletin.municipalityPsgc }).from(bulletin).where(inArray(bulletin.id, leads))).map((row) => row.psgc);
  const specials = await db
    .select({
      id: bulletin.id,
      municipalityPsgc: bulletin.municipalityPsgc,
      cropKey: bulletin.cropKey,
      publishedAt: bulletin.publishedAt,
      document: bulletin.document,
    })
    .from(bulletin)
    .where(and(IS_PUBLISHED, eq(bulletin.type, 'special_weather'), inArray(bulletin.municipalityPsgc, places)))
    .orderBy(desc(bulletin.publishedAt));
  return editions.map((edition) => {
    const lead = edition.copies[0];
    if (lead?.type !== 'special_weather') return { ...edition, replacedBy: null };
    const own = specials.find((row) => row.id === lead.id);
    const issuedAt = (doc: BulletinDocument) => (doc.weather.kind === 'special_weather' ? (doc.weather.cyclone.issuedAt ?? '') : '');
    const later = own
      ? specials.find((row) => row.municipalityPsgc === own.municipalityPsgc && row.cropKey === own.cropKey && issuedAt(row.document) > issuedAt(own.document))
      : undefined;
    if (later?.document.weather.kind !== 'special_weather') return { ...edition, replacedBy: null };
    const signal = later.document.weather.signal.code;
    return {
      ...edition,
      replacedBy: { id: later.id, bulletinNumber: later.document.weather.cyclone.bulletinNumber, signal: isRaisedSignal(signal) ? signal : null },
    };
  });
}
