import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import type { DatabaseHandle } from '@/platform/db/database';
import { migrateDatabase } from '@/platform/db/migrate-database';
import { openDatabase } from '@/platform/db/open-database';
import { linkMigratedAuditRows } from '@/modules/staff/server/audit/link-migrated-audit-rows';
import { seedTestDatabase } from '../support/seed-test-database';
import { createServerDatabase } from '../support/server-database';
import { copyDataFolder, dataKeyTag, type TemplateDatabases } from '../support/template-database';

/**
 * Makes the integration run's databases once, for every test file to copy instead of migrating and
 * seeding its own (decision 073): a migrated one, and a migrated and seeded one (what
 * `createTestDatabase` gives a file). On PostgreSQL they are databases on the DATABASE_URL server that a
 * file's database is created from (`create database … template`); on the embedded database they are
 * closed data folders a file copies, with a third that holds only the created database (PGlite's
 * initdb, the slowest part of making one) for the files that make older databases themselves.
 */
export default async function setup(project: TestProject) {
  // The project's own server (`integration-postgres`), or the developer's DATABASE_URL.
  const serverUrl = project.config.env.DATABASE_URL ?? process.env.DATABASE_URL;
  const seededUnderKey = dataKeyTag();
  // The migrated template leaves the audit rows its migrations wrote unlinked, for a file under any data
  // key to link (createTestDatabase); the seeded one links them under the run's key before the seed writes.
  const seedLinked = async (handle: DatabaseHandle) => {
    await linkMigratedAuditRows(handle.db, []);
    await seedTestDatabase(handle.db);
  };
  const prepare = async (handle: DatabaseHandle, work: (handle: DatabaseHandle) => Promise<void>) => {
    try {
      await work(handle);
    } finally {
      await handle.close();
    }
  };

  if (serverUrl) {
    const open = (url: string) => openDatabase({ databaseUrl: url, dataDir: '.unused', poolSize: 2 });
    const migrated = await createServerDatabase(serverUrl, 'acap_template_migrated');
    const dropAll: (() => Promise<void>)[] = [migrated.drop];
    const drop = async () => {
      for (const dropOne of dropAll.reverse()) await dropOne();
    };
    try {
      await prepare(await open(migrated.url), migrateDatabase);
      const seeded = await createServerDatabase(serverUrl, 'acap_template_seeded', { template: migrated.name });
      dropAll.push(seeded.drop);
      await prepare(await open(seeded.url), seedLinked);
      project.provide('templateDatabases', { kind: 'postgres', migrated: migrated.name, seeded: seeded.name, seededUnderKey } satisfies TemplateDatabases);
    } catch (error) {
      await drop();
      throw error;
    }
    return drop;
  }

  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'acap-templates-'));
  const folder = (name: string, from?: string) => {
    const dataDir = path.join(root, name);
    fs.mkdirSync(dataDir);
    if (from) copyDataFolder(from, dataDir);
    return dataDir;
  };
  try {
    const empty = folder('empty');
    await (await openDatabase({ dataDir: empty })).close();
    const migrated = folder('migrated', empty);
    await prepare(await openDatabase({ dataDir: migrated }), migrateDatabase);
    const seeded = folder('seeded', migrated);
    await prepare(await openDatabase({ dataDir: seeded }), seedLinked);
    project.provide('templateDatabases', { kind: 'pglite', empty, migrated, seeded, seededUnderKey } satisfies TemplateDatabases);
  } catch (error) {
    fs.rmSync(root, { recursive: true, force: true });
    throw error;
  }
  return () => fs.rmSync(root, { recursive: true, force: true });
}
