import 'server-only';
import { getEnv } from '@/platform/env/get-env';
import { AppError } from '@/platform/errors/app-error';
import type { DatabaseHandle } from '@/platform/db/database';
import { openDatabase } from '@/platform/db/open-database';
import { processState } from '@/platform/process/process-state';
import { prepareDatabase } from './prepare-database';

// The process's one handle, whichever route bundle asks.
const slot = () => processState('database', () => ({ handle: undefined as Promise<DatabaseHandle> | undefined }));

/** The process's database, opened, migrated and seeded on first use. */
export function getDatabaseHandle(): Promise<DatabaseHandle> {
  const holder = slot();
  if (!holder.handle) {
    const env = getEnv();
    holder.handle = openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.ACAP_DATA_DIR, poolSize: env.ACAP_DB_POOL_SIZE }).then(async (handle) => {
      try {
        await prepareDatabase(handle);
        return handle;
      } catch (error) {
        await handle.close();
        throw error;
      }
    });
    holder.handle.catch(() => {
      holder.handle = undefined;
    });
  }
  return holder.handle;
}

/** Tests and the CLI hand in a database they opened themselves. */
export function setDatabaseHandle(handle: DatabaseHandle | undefined): void {
  const holder = slot();
  if (handle) holder.handle = Promise.resolve(handle);
  else holder.handle = undefined;
}

/**
 * At shutdown: closes the database (on PGlite this also gives the data folder up). Later calls fail
 * instead of opening it again, so a straggling request cannot take the folder back.
 */
export async function closeDatabaseHandle(): Promise<void> {
  const holder = slot();
  const current = holder.handle;
  const refused = Promise.reject(new AppError('SHUTTING_DOWN', 'The portal is shutting down. Try again in a moment.'));
  refused.catch(() => undefined);
  holder.handle = refused;
  const handle = await current?.catch(() => undefined);
  await handle?.close();
}
