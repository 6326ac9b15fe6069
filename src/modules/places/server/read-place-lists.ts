import 'server-only';
import { municipality, province } from '@/db/schema';
import { memoPerGeneration } from '@/platform/cache/memo-per-generation';
import type { Queryable } from '@/platform/db/database';

export interface PlaceLists {
  provinces: (typeof province.$inferSelect)[];
  municipalities: (typeof municipality.$inferSelect)[];
}

/**
 * Every province and every city and municipality, as stored, in the database's order. Nearly every
 * read names places, and they change only when the region is seeded or a backup restored: the lists
 * are read once per data version, not per request. They are shared: callers must not change them.
 */
export function readPlaceLists(db: Queryable): Promise<PlaceLists> {
  return memoPerGeneration(db, 'place-lists', async () => {
    const [provinces, municipalities] = await Promise.all([db.select().from(province), db.select().from(municipality)]);
    return { provinces, municipalities };
  });
}
