import { sql } from 'drizzle-orm';
import { queryRows } from '@/platform/db/query-rows';
import { portalDb } from './test-database';

/** Every table's row count and a checksum of its rows, to prove a request changed nothing. */
export async function databaseSnapshot(): Promise<Record<string, string>> {
  const db = await portalDb();
  const tables = await queryRows<{ table_name: string }>(
    db,
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const snapshot: Record<string, string> = {};
  for (const { table_name: table } of tables) {
    const [result] = await queryRows<{ n: string; sum: string }>(
      db,
      sql.raw(`select count(*)::text as n, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as sum from "${table.replace(/"/g, '""')}" t`),
    );
    snapshot[table] = `${result!.n} rows, ${result!.sum}`;
  }
  return snapshot;
}
