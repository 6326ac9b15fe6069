import 'server-only';
import { and, desc, eq, type SQL } from 'drizzle-orm';
import { bulletin } from '@/db/schema';
import type { BulletinType } from '@/modules/bulletins/rules/bulletin-document';
import type { Queryable } from '@/platform/db/database';
import { REPORT_COLUMNS, toReport, type Report } from './to-report';

/** The caller's saved bulletins, newest first, optionally of one type (spec §3). */
export async function listOwnBulletins(db: Queryable, ownerId: string, type?: BulletinType): Promise<Report[]> {
  const conditions: SQL[] = [eq(bulletin.ownerId, ownerId)];
  if (type) conditions.push(eq(bulletin.type, type));
  const rows = await db
    .select(REPORT_COLUMNS)
    .from(bulletin)
    .where(and(...conditions))
    .orderBy(desc(bulletin.dateCreated))
    .limit(500);
  return rows.map(toReport);
}
