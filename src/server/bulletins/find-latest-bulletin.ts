import 'server-only';
import { and, desc, eq, type SQL } from 'drizzle-orm';
import { bulletin } from '@/db/schema';
import type { BulletinLanguage } from '@/domain/bulletins/bulletin-document';
import type { Queryable } from '@/server/db/database';

/** The newest saved bulletin of a municipality (for one crop, when given): the link on its outlook and calendar pages. */
export async function findLatestBulletin(db: Queryable, municipalityPsgc: string, cropKey?: string): Promise<{ id: string; title: string; period: string; language: BulletinLanguage } | null> {
  const conditions: SQL[] = [eq(bulletin.municipalityPsgc, municipalityPsgc)];
  if (cropKey) conditions.push(eq(bulletin.cropKey, cropKey));
  const [row] = await db
    .select({ id: bulletin.id, document: bulletin.document, language: bulletin.language })
    .from(bulletin)
    .where(and(...conditions))
    .orderBy(desc(bulletin.dateCreated))
    .limit(1);
  return row ? { id: row.id, title: row.document.title, period: row.document.period.label, language: row.language } : null;
}
