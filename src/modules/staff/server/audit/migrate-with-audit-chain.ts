import 'server-only';
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '@/platform/db/database';
import { migrateDatabase } from '@/platform/db/migrate-database';
import { queryRows } from '@/platform/db/query-rows';
import { readMigrationStatus } from '@/platform/db/read-migration-status';
import { linkMigratedAuditRows } from './link-migrated-audit-rows';

/** The ids of the trail's unlinked rows; none while the database has no chain yet (before 0015, or no tables). */
async function listUnlinkedAuditIds(handle: DatabaseHandle): Promise<number[]> {
  const [chain] = await queryRows<{ found: boolean }>(
    handle.db,
    sql`select exists (select 1 from information_schema.columns where table_schema = 'public' and table_name = 'audit_log' and column_name = 'chain_link') as found`,
  );
  if (!chain?.found) return [];
  const rows = await queryRows<{ id: string | number }>(handle.db, sql`select id from audit_log where chain_link is null order by id`);
  return rows.map((row) => Number(row.id));
}

/**
 * Applies pending migrations, then links the audit rows they wrote. Only rows that appeared or lost
 * their link during this run are the portal's: one already unlinked before was written around it.
 */
export async function migrateWithAuditChain(handle: DatabaseHandle): Promise<void> {
  const { pending } = await readMigrationStatus(handle.db);
  if (pending.length === 0) return migrateDatabase(handle);
  const unlinkedBefore = await listUnlinkedAuditIds(handle);
  await migrateDatabase(handle);
  await linkMigratedAuditRows(handle.db, unlinkedBefore);
}
