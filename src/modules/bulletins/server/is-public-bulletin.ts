import 'server-only';
import { eq } from 'drizzle-orm';
import { bulletin } from '@/db/schema';
import { isPublicAddress } from '@/modules/bulletins/rules/bulletin-state';
import type { Queryable } from '@/platform/db/database';

/** Whether `/bulletins/{id}` shows a bulletin (published or withdrawn), read by its key alone, without its document. */
export async function isPublicBulletin(db: Queryable, id: string): Promise<boolean> {
  const [row] = await db.select({ state: bulletin.state }).from(bulletin).where(eq(bulletin.id, id));
  return row !== undefined && isPublicAddress(row.state);
}
