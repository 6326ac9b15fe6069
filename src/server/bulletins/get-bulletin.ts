import 'server-only';
import { eq } from 'drizzle-orm';
import { bulletin } from '@/db/schema';
import type { BulletinDocument } from '@/domain/bulletins/bulletin-document';
import type { Queryable } from '@/server/db/database';
import { REPORT_COLUMNS, toReport, type Report } from './to-report';

/** A saved bulletin's report and document (not its PDF), or null. */
export async function getBulletin(db: Queryable, id: string): Promise<{ report: Report; document: BulletinDocument } | null> {
  const [row] = await db.select(REPORT_COLUMNS).from(bulletin).where(eq(bulletin.id, id));
  return row ? { report: toReport(row), document: row.document } : null;
}
