import 'server-only';
import path from 'node:path';
import * as schema from '@/db/schema';
import { logger } from '@/platform/log/logger';
import { acquireDataLock } from './acquire-data-lock';
import { byteaAsHex } from './bytea-as-hex';
import type { Database, DatabaseHandle } from './database';

export interface OpenDatabaseOptions {
  /** A postgres:// URL; without one the embedded database in `dataDir` is used. */
  databaseUrl?: string;
  dataDir: string;
  /** Connections per process on PostgreSQL. */
  poolSize?: number;
}

function redact(url: string): string {
  return url.replace(/\/\/([^:@/]+)(:[^@/]*)?@/, '//$1:***@');
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const { Pool } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const pool = new Pool({ connectionString: options.databaseUrl, max: options.poolSize ?? 10 });
    // An idle connection the server drops (a restart, a failover) must not crash the portal:
    // without a listener, the pool's 'error' event would be thrown.
    pool.on('error', (error) => logger.warn({ err: error }, 'an idle database connection was closed by the server'));
    const db = drizzle({ client: pool, schema }) as unknown as Database;
    return {
      db,
      kind: 'postgres',
      location: redact(options.databaseUrl),
      connectionString: options.databaseUrl,
      close: () => pool.end(),
    };
  }

  const dataDir = path.resolve(options.dataDir);
  const lock = acquireDataLock(dataDir);
  try {
    const { PGlite } = await import('@electric-sql/pglite');
    const { drizzle } = await import('drizzle-orm/pglite');
    const client = await PGlite.create({
      dataDir: path.join(dataDir, 'pgdata'),
      // PGlite's default 128 MB of shared buffers is most of the server's memory; one office's
      // data fits in far less (see docs/decisions/004-page-cache-and-memory.md).
      postgresqlconf: 'shared_buffers = 16MB',
      ...byteaAsHex(),
    });
    const db = drizzle({ client, schema }) as unknown as Database;
    let closed = false;
    return {
      db,
      kind: 'pglite',
      location: dataDir,
      pglite: client,
      close: async () => {
        if (closed) return;
        closed = true;
        try {
          await client.close();
        } finally {
          lock.release();
        }
      },
    };
  } catch (error) {
    lock.release();
    throw error;
  }
}
