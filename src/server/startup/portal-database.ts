import 'server-only';
import { getEnv } from '@/server/env/get-env';
import { AppError } from '@/server/errors/app-error';
import type { DatabaseHandle } from '@/server/db/database';
import { openDatabase } from '@/server/db/open-database';
import { prepareDatabase } from './prepare-database';

// Next bundles each route separately, so a module-level variable would exist once per bundle;
// the process-wide handle lives on globalThis instead.
const HOLDER = Symbol.for('acap.database');
type Holder = { [HOLDER]?: Promise<DatabaseHandle> };

/** The process's database, opened, migrated and seeded on first use. */
export function getDatabaseHandle(): Promise<DatabaseHandle> {
  const holder = globalThis as Holder;
  if (!holder[HOLDER]) {
    const env = getEnv();
    holder[HOLDER] = openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.ACAP_DATA_DIR, poolSize: env.ACAP_DB_POOL_SIZE }).then(async (handle) => {
      try {
        await prepareDatabase(handle);
        return handle;
      } catch (error) {
        await handle.close();
        throw error;
      }
    });
    holder[HOLDER].catch(() => {
      delete holder[HOLDER];
    });
  }
  return holder[HOLDER];
}

/** Tests and the CLI hand in a database they opened themselves. */
export function setDatabaseHandle(handle: DatabaseHandle | undefined): void {
  const holder = globalThis as Holder;
  if (handle) holder[HOLDER] = Promise.resolve(handle);
  else delete holder[HOLDER];
}

/**
 * At shutdown: closes the database (on PGlite this also gives the data folder up). Later calls fail
 * instead of opening it again, so a straggling request cannot take the folder back.
 */
export async function closeDatabaseHandle(): Promise<void> {
  const holder = globalThis as Holder;
  const current = holder[HOLDER];
  const refused = Promise.reject(new AppError('SHUTTING_DOWN', 'The portal is shutting down. Try again in a moment.'));
  refused.catch(() => undefined);
  holder[HOLDER] = refused;
  const handle = await current?.catch(() => undefined);
  await handle?.close();
}
