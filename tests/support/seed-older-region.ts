import { sql } from 'drizzle-orm';
import type { Database } from '@/server/db/database';
import { seedRegion } from '@/server/seed/seed-region';

/**
 * Today's region seed on a database migrated only up to an older level: the seed moves the public data
 * generation on, whose table came with a later migration (0013), so the table stands in for the seed
 * and goes again, leaving the older schema as it was.
 */
export async function seedRegionOnOlderSchema(db: Database): Promise<void> {
  await db.execute(
    sql`create table public_data_generation (id integer primary key default 1, generation bigint not null, changed_at timestamptz not null default now())`,
  );
  await seedRegion(db);
  await db.execute(sql`drop table public_data_generation`);
}
