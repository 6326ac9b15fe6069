import 'server-only';
import { eq } from 'drizzle-orm';
import { bulletin } from '@/db/schema';
import type { BulletinDocument } from '@/modules/bulletins/rules/bulletin-document';
import type { Queryable } from '@/platform/db/database';
import { getBulletinMap, type BulletinMap } from './get-bulletin-map';

/**
 * The map a bulletin's HTML view shows: for a published (or withdrawn) bulletin the one its approved
 * PDF printed, kept with it, whatever boundaries were loaded since; for a draft, today's drawing.
 */
export async function getBulletinViewMap(db: Queryable, id: string, document: BulletinDocument): Promise<BulletinMap> {
  const [row] = await db.select({ map: bulletin.publishedMap }).from(bulletin).where(eq(bulletin.id, id));
  return row?.map ?? getBulletinMap(db, document);
}
