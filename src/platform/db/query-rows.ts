import 'server-only';
import type { SQL } from 'drizzle-orm';
import type { Queryable } from '@/platform/db/database';

/** Runs raw SQL and answers its rows; both drivers (PGlite and node-postgres) return `{ rows }`. */
export async function queryRows<Row>(db: Queryable, query: SQL): Promise<Row[]> {
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion -- `db.execute<Row>` on the union of the two drivers' databases answers unknown, not the rows the rule expects.
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}
