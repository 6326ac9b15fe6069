import 'server-only';
import { ensureBootstrapAdmin } from '@/server/users/ensure-bootstrap-admin';
import { seedRegion } from '@/server/seed/seed-region';
import { logger } from '@/server/log/logger';
import type { DatabaseHandle } from './database';
import { migrateDatabase } from './migrate-database';

/** Everything a fresh or existing database needs before the portal serves from it. */
export async function prepareDatabase(handle: DatabaseHandle): Promise<void> {
  await migrateDatabase(handle);
  const { seeded } = await seedRegion(handle.db);
  if (seeded) logger.info({ database: handle.location }, 'seeded the region');
  const admin = await ensureBootstrapAdmin(handle.db);
  if (admin.created) logger.info({ email: admin.email }, 'created the first superadmin');
}
