import 'server-only';
import path from 'node:path';
import type { DatabaseHandle } from './database';

export const MIGRATIONS_FOLDER = path.join(process.cwd(), 'drizzle');
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
