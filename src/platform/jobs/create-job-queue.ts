import 'server-only';
import { fromPglite, PgBoss, type ConstructorOptions } from 'pg-boss';
import type { DatabaseHandle } from '@/platform/db/database';

export const JOB_QUEUE_SCHEMA = 'pgboss';

/**
 * pg-boss in the `pgboss` schema of the portal's own database (decision 061): on PostgreSQL through its
 * own small pool, on the embedded database through PGlite's one connection.
 */
export function createJobQueue(handle: DatabaseHandle, options: Partial<ConstructorOptions> = {}): PgBoss {
  const base = { schema: JOB_QUEUE_SCHEMA, application_name: 'acap-jobs', ...options };
  return handle.kind === 'pglite' && handle.pglite
    ? new PgBoss({ ...base, db: fromPglite(handle.pglite) })
    : new PgBoss({ ...base, connectionString: handle.connectionString!, max: 3 });
}
