import 'server-only';
import { sql } from 'drizzle-orm';
import type { Queryable } from '@/platform/db/database';
import { queryRows } from '@/platform/db/query-rows';

/**
 * Moves the public data generation on inside the caller's transaction: it commits with the write, or
 * not at all. The row lock also orders concurrent writers. Returns the new generation.
 */
export async function bumpPublicDataGeneration(tx: Queryable): Promise<number> {
  const [row] = await queryRows<{ generation: string | number }>(
    tx,
    sql`insert into public_data_generation (id, generation, changed_at)
        values (1, (extract(epoch from clock_timestamp()) * 1000)::bigint, now())
        on conflict (id) do update
          set generation = greatest(public_data_generation.generation + 1, excluded.generation), changed_at = now()
        returning generation`,
  );
  return Number(row!.generation);
}
