import 'server-only';
import { getEnv } from '@/platform/env/get-env';
import { ensureBootstrapAdmin } from '@/modules/staff/server/ensure-bootstrap-admin';
import { syncCrops } from '@/modules/calendar/server/sync-crops';
import { seedBoundaries } from '@/modules/places/server/seed/seed-boundaries';
import { seedDemoData } from '@/modules/demo/server/seed-demo-data';
import { seedRegion } from '@/modules/places/server/seed/seed-region';
import { logger } from '@/platform/log/logger';
import type { DatabaseHandle } from '@/platform/db/database';
import { migrateWithAuditChain } from '@/modules/staff/server/audit/migrate-with-audit-chain';

/** Everything a fresh or existing database needs before the portal serves from it. */
export async function prepareDatabase(handle: DatabaseHandle): Promise<void> {
  await migrateWithAuditChain(handle);
  const { seeded } = await seedRegion(handle.db);
  if (seeded) logger.info({ database: handle.location }, 'seeded the region');
  const boundaries = await seedBoundaries(handle.db);
  if (boundaries.seeded) {
    const { municipalitiesWithShape, provincesWithShape, placesWithoutShape } = boundaries.report;
    logger.info({ municipalities: municipalitiesWithShape, provinces: provincesWithShape, placesWithoutShape }, 'seeded the shipped boundaries');
  } else if (boundaries.reason === 'no shipped file') {
    logger.warn('the shipped boundaries file is missing: maps draw points until boundaries are uploaded');
  }
  await syncCrops(handle.db);
  const env = getEnv();
  if (env.ACAP_DEMO_DATA === 'on') {
    const demo = await seedDemoData(handle.db);
    if (demo.seeded) logger.info('seeded the demo calendars and recommendations');
  }
  const admin = await ensureBootstrapAdmin(handle.db, {
    email: env.ACAP_ADMIN_EMAIL,
    password: env.ACAP_ADMIN_PASSWORD,
    name: env.ACAP_ADMIN_NAME,
  });
  if (admin.created) logger.info({ email: admin.email }, 'created the first superadmin');
}
