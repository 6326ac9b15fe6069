import 'server-only';
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import { bulletin } from '@/db/schema';
import type { BulletinLanguage, BulletinType } from '@/modules/bulletins/rules/bulletin-document';
import { IS_PUBLISHED } from './archive-conditions';
import type { Queryable } from '@/platform/db/database';

export interface LatestBulletinQuery {
  municipalityPsgc: string;
  /** The page's outlook type: a 10-day page links the newest 10-day bulletin. */
  type: BulletinType;
  /** The reader's language, preferred; the other is taken only when none is in it. */
  language: BulletinLanguage;
  cropKey?: string;
}

export interface LatestBulletin {
  id: string;
  title: string;
  period: string;
  language: BulletinLanguage;
}

/**
 * The newest published bulletin of a municipality of the page's type (for one crop, when given), in the
 * reader's language when there is one (of the newest advisory, for cyclone bulletins): the link on its
 * outlook and calendar pages.
 */
export async function findLatestBulletin(db: Queryable, query: LatestBulletinQuery): Promise<LatestBulletin | null> {
  const conditions: SQL[] = [IS_PUBLISHED, eq(bulletin.municipalityPsgc, query.municipalityPsgc), eq(bulletin.type, query.type)];
  if (query.cropKey) conditions.push(eq(bulletin.cropKey, query.cropKey));
  const [row] = await db
    .select({ id: bulletin.id, document: bulletin.document, language: bulletin.language })
    .from(bulletin)
    .where(and(...conditions))
    // The reader's language first, then the newest; for cyclone bulletins the newest advisory before
    // anything else, so that no reader is sent to a bulletin a later advisory has replaced.
    .orderBy(
      ...(query.type === 'special_weather' ? [sql`${bulletin.document}->'weather'->'cyclone'->>'issuedAt' desc nulls last`] : []),
      sql`case when ${bulletin.language} = ${query.language} then 0 else 1 end`,
      desc(bulletin.publishedAt),
    )
    .limit(1);
  return row ? { id: row.id, title: row.document.title, period: row.document.period.label, language: row.language } : null;
}
