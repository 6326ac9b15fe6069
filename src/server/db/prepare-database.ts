import 'server-only';
import { getEnv } from '@/server/env/get-env';
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
  const env = getEnv();
  const admin = await ensureBootstrapAdmin(handle.db, {
    email: env.ACAP_ADMIN_EMAIL,
    password: env.ACAP_ADMIN_PASSWORD,
    name: env.ACAP_ADMIN_NAME,
  });
  if (admin.created) logger.info({ email: admin.email }, 'created the first superadmin');
}
