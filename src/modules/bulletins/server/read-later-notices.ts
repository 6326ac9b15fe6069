import 'server-only';
import { and, desc, eq, gt, ne, sql } from 'drizzle-orm';
import { bulletin } from '@/db/schema';
import type { BulletinDocument } from '@/modules/bulletins/rules/bulletin-document';
import { cyclonePagePath, NO_LATER_NOTICES, type LaterNotices } from '@/modules/bulletins/rules/later-notices';
import { isRaisedSignal } from '@/modules/weather/rules/raised-signal';
import type { Queryable } from '@/platform/db/database';
import { findPlaceSignal } from '@/modules/weather/server/find-place-signal';
import { IS_PUBLISHED } from './archive-conditions';
import type { BulletinRow } from './get-bulletin';

const issuanceOf = sql<string>`${bulletin.document}->'sources'->>'issuanceId'`;

/**
 * What a published bulletin's page, link preview and feed entry say above its unchanged content:
 * replaced by a later advisory's bulletin (cyclone bulletins), or a signal raised for its place since it
 * was made (10-day and seasonal bulletins). Read at each request; nothing of it is stored.
 */
export async function readLaterNotices(
  db: Queryable,
  found: { row: Pick<BulletinRow, 'id' | 'type' | 'municipalityPsgc' | 'cropKey' | 'language' | 'publishedAt' | 'state'>; document: BulletinDocument },
): Promise<LaterNotices> {
  const { row, document: doc } = found;
  if (row.state !== 'published' || !row.publishedAt) return NO_LATER_NOTICES;
  if (row.type === 'special_weather') {
    const [later] = await db
      .select({ id: bulletin.id, document: bulletin.document })
      .from(bulletin)
      .where(
        and(
          IS_PUBLISHED,
          eq(bulletin.type, 'special_weather'),
          eq(bulletin.municipalityPsgc, row.municipalityPsgc),
          eq(bulletin.cropKey, row.cropKey),
          eq(bulletin.language, row.language),
          gt(bulletin.publishedAt, row.publishedAt),
          ne(issuanceOf, doc.sources.issuanceId),
        ),
      )
      .orderBy(desc(bulletin.publishedAt))
      .limit(1);
    if (later?.document.weather.kind !== 'special_weather') return NO_LATER_NOTICES;
    const signal = later.document.weather.signal.code;
    return {
      replacedBy: { id: later.id, bulletinNumber: later.document.weather.cyclone.bulletinNumber, signal: isRaisedSignal(signal) ? signal : null },
      signalSince: null,
    };
  }
  const now = await findPlaceSignal(db, { psgc: doc.municipality.psgc, provincePsgc: doc.province.psgc });
  if (!now || doc.storm?.signal.code === now.signal) return NO_LATER_NOTICES;
  const [special] = await db
    .select({ id: bulletin.id })
    .from(bulletin)
    .where(and(IS_PUBLISHED, eq(bulletin.type, 'special_weather'), eq(bulletin.municipalityPsgc, row.municipalityPsgc), eq(issuanceOf, now.issuanceId)))
    .orderBy(sql`case when ${bulletin.language} = ${row.language} then 0 else 1 end`, desc(bulletin.publishedAt))
    .limit(1);
  return { replacedBy: null, signalSince: { signal: now.signal, cyclonePage: cyclonePagePath(doc), newestSpecial: special?.id ?? null } };
}
