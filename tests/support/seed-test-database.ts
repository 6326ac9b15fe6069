import type { Database } from '@/platform/db/database';
import { syncCrops } from '@/modules/calendar/server/sync-crops';
import { seedRegion } from '@/modules/places/server/seed/seed-region';

/**
 * What a test file's database holds before its first test, beyond the migrations: the region, its
 * provinces and places, and the crop catalogue. (The demo data set is not in it: the files that want it
 * seed it themselves, as their tests of it expect.)
 */
export async function seedTestDatabase(db: Database): Promise<void> {
  await seedRegion(db);
  await syncCrops(db);
}
