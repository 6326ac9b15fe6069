import 'server-only';
import { tableRef } from './table-ref';
import { sql } from 'drizzle-orm';
import type { Queryable } from '@/platform/db/database';
import { queryRows } from '@/platform/db/query-rows';

export interface TableChecksum {
  rows: number;
  /** md5 over the sorted md5s of the rows' text: independent of row order, small to build. */
  checksum: string;
}

/**
 * Digests of whole tables, from PostgreSQL's text form of every row. Run it under
 * setExactTextOutput so timestamps and floats print the same on every server.
 */
export async function computeTableChecksums(db: Queryable, tables: string[]): Promise<Map<string, TableChecksum>> {
  const checksums = new Map<string, TableChecksum>();
  for (const table of tables) {
    const [row] = await queryRows<{ row_count: string; checksum: string }>(
      db,
      sql`select count(*)::text as row_count, md5(coalesce(string_agg(h, '' order by h), '')) as checksum
          from (select md5(backup_row::text) as h from ${tableRef(table)} backup_row) hashes`,
    );
    checksums.set(table, { rows: Number(row!.row_count), checksum: row!.checksum });
  }
  return checksums;
}
