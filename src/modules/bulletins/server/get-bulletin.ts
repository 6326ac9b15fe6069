import 'server-only';
import { eq } from 'drizzle-orm';
import { bulletin } from '@/db/schema';
import type { BulletinDocument } from '@/modules/bulletins/rules/bulletin-document';
import { isPublicAddress } from '@/modules/bulletins/rules/bulletin-state';
import type { Queryable } from '@/platform/db/database';
import { REPORT_COLUMNS, toReport, type Report } from './to-report';

export type BulletinRow = Omit<typeof bulletin.$inferSelect, 'pdf' | 'publishedMap'>;

/**
 * A saved bulletin's report, document and stored row (not its PDF), or null. The public gets only
 * bulletins whose address is public (published or withdrawn); staff screens ask for `drafts` too.
 */
export async function getBulletin(
  db: Queryable,
  id: string,
  audience: 'public' | 'staff' = 'public',
): Promise<{ report: Report; document: BulletinDocument; row: BulletinRow } | null> {
  const [row] = await db.select(REPORT_COLUMNS).from(bulletin).where(eq(bulletin.id, id));
  if (!row || (audience === 'public' && !isPublicAddress(row.state))) return null;
  return { report: toReport(row), document: row.document, row };
}
