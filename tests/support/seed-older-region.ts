import { sql } from 'drizzle-orm';
import type { Database } from '@/platform/db/database';
import { queryRows } from '@/platform/db/query-rows';
import { seedRegion } from '@/modules/places/server/seed/seed-region';

/**
 * Today's region seed on a database migrated only up to an older level. The seed moves the public data
 * generation on (its table came with 0013) and writes audit rows with their chain link (0015): what the
 * older schema lacks of these stands in for the seed and goes again, leaving that schema as it was.
 */
export async function seedRegionOnOlderSchema(db: Database): Promise<void> {
  const has = async (table: string, column: string) =>
    (await queryRows(db, sql`select 1 from information_schema.columns where table_name = ${table} and column_name = ${column}`)).length > 0;
  const addGeneration = !(await has('public_data_generation', 'generation'));
  const addChainLink = !(await has('audit_log', 'chain_link'));
  if (addGeneration)
    await db.execute(
      sql`create table public_data_generation (id integer primary key default 1, generation bigint not null, changed_at timestamptz not null default now())`,
    );
  if (addChainLink) await db.execute(sql`alter table audit_log add column chain_link text`);
  await seedRegion(db);
  if (addGeneration) await db.execute(sql`drop table public_data_generation`);
  if (addChainLink) await db.execute(sql`alter table audit_log drop column chain_link`);
}
