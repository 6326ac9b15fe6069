import 'server-only';
import { sql } from 'drizzle-orm';
import type { Queryable } from '@/platform/db/database';
import { queryRows } from '@/platform/db/query-rows';

/** The stored public data generation (0 before the first migration's row). */
export async function readPublicDataGeneration(db: Queryable): Promise<number> {
  const [row] = await queryRows<{ generation: string | number }>(db, sql`select generation from public_data_generation where id = 1`);
  return row ? Number(row.generation) : 0;
}
