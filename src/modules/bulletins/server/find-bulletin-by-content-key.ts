import 'server-only';
import { eq } from 'drizzle-orm';
import { bulletin } from '@/db/schema';
import type { Queryable } from '@/platform/db/database';
import { REPORT_COLUMNS, toReport, type Report } from './to-report';

/**
 * The bulletin saved with this content key (its owner and document), if any. The PDF is not read back:
 * no answer carries it, and on the embedded database every byte read is decoded on the thread that
 * answers requests.
 */
export async function findBulletinByContentKey(db: Queryable, contentKey: string): Promise<Report | undefined> {
  const [row] = await db.select(REPORT_COLUMNS).from(bulletin).where(eq(bulletin.contentKey, contentKey));
  return row && toReport(row);
}
