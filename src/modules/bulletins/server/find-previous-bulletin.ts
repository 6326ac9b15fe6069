import 'server-only';
import { and, desc, eq, isNull, lt, ne, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { bulletin } from '@/db/schema';
import type { BulletinDocument } from '@/modules/bulletins/rules/bulletin-document';
import type { Queryable } from '@/platform/db/database';
import { IS_PUBLISHED } from './archive-conditions';

export interface PreviousBulletin {
  id: string;
  reference: string;
  publishedAt: Date;
  document: BulletinDocument;
}

const current = alias(bulletin, 'current');

/**
 * The bulletin a reader or reviewer compares this one with: the newest published one for the same
 * municipality, crop, type and language. A published (or since withdrawn) bulletin looks only before
 * it was published, so its "what changed" stays as it was; a draft or one in review compares with the
 * newest published, which is what it would follow. Null for the first, or an unknown id.
 */
export async function findPreviousBulletin(db: Queryable, bulletinId: string): Promise<PreviousBulletin | null> {
  const [row] = await db
    .select({ id: bulletin.id, reference: bulletin.reference, publishedAt: bulletin.publishedAt, document: bulletin.document })
    .from(bulletin)
    .innerJoin(
      current,
      and(
        eq(current.id, bulletinId),
        eq(bulletin.municipalityPsgc, current.municipalityPsgc),
        eq(bulletin.cropKey, current.cropKey),
        eq(bulletin.type, current.type),
        eq(bulletin.language, current.language),
      ),
    )
    .where(and(IS_PUBLISHED, ne(bulletin.id, current.id), or(isNull(current.publishedAt), lt(bulletin.publishedAt, current.publishedAt))))
    // Bulletins approved together share an instant: the id keeps the choice the same on every read.
    .orderBy(desc(bulletin.publishedAt), desc(bulletin.id))
    .limit(1);
  // A published row always has its time; the type does not know it.
  return row?.publishedAt ? { ...row, publishedAt: row.publishedAt } : null;
}
