import { sql } from 'drizzle-orm';
import { getDb } from '@/server/db/get-db';

/** Every table's row count and a checksum of its rows, to prove a request changed nothing. */
export async function databaseSnapshot(): Promise<Record<string, string>> {
  const db = await getDb();
  const tables = (await db.execute(
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  )) as unknown as { rows: { table_name: string }[] };
  const snapshot: Record<string, string> = {};
  for (const { table_name: table } of tables.rows) {
    const result = (await db.execute(
      sql.raw(`select count(*)::text as n, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as sum from "${table.replace(/"/g, '""')}" t`),
    )) as unknown as { rows: { n: string; sum: string }[] };
    snapshot[table] = `${result.rows[0]!.n} rows, ${result.rows[0]!.sum}`;
  }
  return snapshot;
}
