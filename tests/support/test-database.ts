import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { resetAuth } from '@/modules/staff/server/auth/get-auth';
import { learnGeneration } from '@/platform/cache/public-data-generation';
import { readPublicDataGeneration } from '@/platform/cache/read-public-data-generation';
import type { Database, DatabaseHandle } from '@/platform/db/database';
import { getDatabaseHandle, setDatabaseHandle } from '@/platform/startup/portal-database';
import { linkMigratedAuditRows } from '@/modules/staff/server/audit/link-migrated-audit-rows';
import { migrateWithAuditChain } from '@/modules/staff/server/audit/migrate-with-audit-chain';
import { openDatabase } from '@/platform/db/open-database';
import { seedTestDatabase } from './seed-test-database';
import { createServerDatabase } from './server-database';
import { chooseTemplate, copyDataFolder } from './template-database';

export interface TestDatabase {
  handle: DatabaseHandle;
  dispose: () => Promise<void>;
}

/**
 * A fresh, migrated and seeded database for one test file: an embedded PGlite in a temp folder, or,
 * when DATABASE_URL is set, a new database on that PostgreSQL server (dropped afterwards).
 *
 * In the integration run it is a copy of the run's template (tests/integration/template-database-setup.ts,
 * decision 073): migrated and seeded once, so no file migrates again. A file under another ACAP_DATA_KEY
 * than the run's (the seed's audit row is linked with the key) copies the migrated template and seeds it
 * itself, as does `{ seed: false }` leave it unseeded. Without templates (outside the integration run)
 * the database is made, migrated and seeded here.
 */
export async function createTestDatabase(options: { seed?: boolean } = {}): Promise<TestDatabase> {
  const serverUrl = process.env.DATABASE_URL;
  const seed = options.seed !== false;
  const chosen = chooseTemplate({ seed });
  let handle: DatabaseHandle;
  let cleanup: () => Promise<void>;

  if (serverUrl) {
    const database = await createServerDatabase(serverUrl, 'acap_test', { template: chosen?.template });
    handle = await openDatabase({ databaseUrl: database.url, dataDir: '.unused' });
    cleanup = database.drop;
  } else {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'acap-test-'));
    if (chosen) copyDataFolder(chosen.template, dataDir);
    handle = await openDatabase({ dataDir });
    cleanup = async () => fs.rmSync(dataDir, { recursive: true, force: true });
  }

  if (!chosen) await migrateWithAuditChain(handle);
  // The migrated template's audit rows are those its migrations wrote, left unlinked for a file under any
  // data key: linked now, as a start after migrating links them (the seeded template's are linked already).
  else if (!chosen.seeded) await linkMigratedAuditRows(handle.db, []);
  if (chosen?.seeded) {
    // A process that seeded its database knows the public data generation its seed made; this one learns it from the copy.
    learnGeneration(await readPublicDataGeneration(handle.db));
  } else if (seed) {
    await seedTestDatabase(handle.db);
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
