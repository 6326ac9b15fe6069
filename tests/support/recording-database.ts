import type { PGlite } from '@electric-sql/pglite';
import type { Logger } from 'drizzle-orm';
import * as schema from '@/db/schema';
import type { Database, DatabaseHandle } from '@/platform/db/database';

export interface RecordingDatabase {
  db: Database;
  /** Every statement sent through `db` so far, as SQL text (the values apart), in order. */
  statements: string[];
  close: () => Promise<void>;
}

/**
 * The test database seen through a Drizzle instance of its own whose logger keeps every statement:
 * for tests that check which queries a piece of work makes, not how long it takes. On PostgreSQL it
 * has a small pool of its own; on the embedded database it shares the handle's one connection.
 */
export async function recordingDatabase(handle: DatabaseHandle): Promise<RecordingDatabase> {
  const statements: string[] = [];
  const logger: Logger = { logQuery: (query) => void statements.push(query) };
  if (handle.kind === 'pglite') {
    const { drizzle } = await import('drizzle-orm/pglite');
    // The handle types its connection only as far as the job queue needs it; it is PGlite's.
    const client = handle.pglite as unknown as PGlite;
    return { db: drizzle({ client, schema, logger }) as unknown as Database, statements, close: async () => undefined };
  }
  const { Pool } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const pool = new Pool({ connectionString: handle.connectionString, max: 2 });
  return { db: drizzle({ client: pool, schema, logger }) as unknown as Database, statements, close: () => pool.end() };
}
