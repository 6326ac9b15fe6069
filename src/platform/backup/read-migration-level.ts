import 'server-only';
import type { Queryable } from '@/platform/db/database';
import { readMigrationStatus } from '@/platform/db/read-migration-status';
import type { MigrationLevel } from './backup-format';

/**
 * How far the database's schema is migrated, as a backup records it: drizzle's own table lives in
 * the `drizzle` schema, so it is never part of a backup, but its level must match at restore.
 */
export async function readMigrationLevel(db: Queryable): Promise<MigrationLevel> {
  const { applied } = await readMigrationStatus(db);
  return { count: applied.length, last: applied.at(-1) ?? null };
}
