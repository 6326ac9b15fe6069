import 'server-only';
import type { DatabaseHandle } from './database';
import { MIGRATIONS_FOLDER } from './migrations-folder';
import { readMigrationStatus } from './read-migration-status';

// Any fixed number: it only has to be the same in every instance of the portal.
const MIGRATION_LOCK_ID = 4_140_001;

/** Applies pending migrations; on PostgreSQL an advisory lock keeps concurrent instances in line. */
export async function migrateDatabase(handle: DatabaseHandle): Promise<void> {
  if (handle.kind === 'pglite') {
    const { migrate } = await import('drizzle-orm/pglite/migrator');
    // The handle's db is typed as the common PgDatabase; the migrator wants its own driver type.
    await migrate(handle.db as never, { migrationsFolder: MIGRATIONS_FOLDER });
    return;
  }
  // Migrated once per release (docs/deployment.md): an instance then starts without taking the
  // lock or needing the right to change the schema.
  if ((await readMigrationStatus(handle.db)).pending.length === 0) return;
  const { Client } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  // An advisory lock belongs to one connection, so migrations get a connection of their own.
  const client = new Client({ connectionString: handle.connectionString });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    await migrate(drizzle({ client }), { migrationsFolder: MIGRATIONS_FOLDER });
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => undefined);
    await client.end();
  }
}
