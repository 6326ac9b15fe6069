import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { resetAuth } from '@/modules/staff/server/auth/get-auth';
import type { Database, DatabaseHandle } from '@/platform/db/database';
import { getDatabaseHandle, setDatabaseHandle } from '@/platform/startup/portal-database';
import { migrateDatabase } from '@/platform/db/migrate-database';
import { openDatabase } from '@/platform/db/open-database';
import { syncCrops } from '@/modules/calendar/server/sync-crops';
import { seedRegion } from '@/modules/places/server/seed/seed-region';
import { copyEmptyCluster } from './empty-cluster';
import { createServerDatabase } from './server-database';

export interface TestDatabase {
  handle: DatabaseHandle;
  dispose: () => Promise<void>;
}

/**
 * A fresh, migrated and seeded database for one test file: an embedded PGlite in a temp folder, or,
 * when DATABASE_URL is set, a new database on that PostgreSQL server (dropped afterwards).
 */
export async function createTestDatabase(options: { seed?: boolean } = {}): Promise<TestDatabase> {
  const serverUrl = process.env.DATABASE_URL;
  let handle: DatabaseHandle;
  let cleanup: () => Promise<void>;

  if (serverUrl) {
    const database = await createServerDatabase(serverUrl, 'acap_test');
    handle = await openDatabase({ databaseUrl: database.url, dataDir: '.unused' });
    cleanup = database.drop;
  } else {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'acap-test-'));
    copyEmptyCluster(dataDir);
    handle = await openDatabase({ dataDir });
    cleanup = async () => fs.rmSync(dataDir, { recursive: true, force: true });
  }

  await migrateDatabase(handle);
  if (options.seed !== false) {
    await seedRegion(handle.db);
    await syncCrops(handle.db);
  }
  setDatabaseHandle(handle);
  resetAuth();
  return {
    handle,
    dispose: async () => {
      setDatabaseHandle(undefined);
      resetAuth();
      await handle.close();
      await cleanup();
    },
  };
}

/** The database the portal serves from in this test (the one `createTestDatabase` handed it, or another a test swapped in). */
export async function portalDb(): Promise<Database> {
  return (await getDatabaseHandle()).db;
}
