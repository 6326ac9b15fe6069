import 'server-only';
import { sql } from 'drizzle-orm';
import type { Queryable } from '@/platform/db/database';
import { queryRows } from '@/platform/db/query-rows';

export interface BackupTableShape {
  name: string;
  /** Stored columns in table order; generated columns are left out, the database computes them. */
  columns: { name: string; type: string }[];
  /** Sequences behind serial and identity columns, to be moved past the restored values. */
  sequences: { column: string; sequence: string }[];
}

/** Parents before children, so rows loaded in this order satisfy every foreign key. */
function orderByForeignKeys(names: string[], edges: { child: string; parent: string }[]): string[] {
  const waitingFor = new Map(names.map((name) => [name, new Set<string>()]));
  for (const { child, parent } of edges) {
    if (child !== parent && waitingFor.has(parent)) waitingFor.get(child)?.add(parent);
  }
  const ordered: string[] = [];
  while (waitingFor.size > 0) {
    const ready = [...waitingFor].filter(([, parents]) => parents.size === 0).map(([name]) => name);
    // A cycle of foreign keys (none today) cannot be ordered: its tables follow by name, and a
    // restore that breaks a key then fails whole.
    const next = ready.length > 0 ? ready : [...waitingFor.keys()];
    for (const name of next.sort()) {
      ordered.push(name);
      waitingFor.delete(name);
      for (const parents of waitingFor.values()) parents.delete(name);
    }
  }
  return ordered;
}

/**
 * The job queue's tables that hold the portal's work (decision 061): queues, schedules, jobs waiting or
 * failed and their dependencies. pg-boss's own bookkeeping (its version, statistics, instances,
 * warnings) is left to pg-boss.
 */
export const JOB_QUEUE_TABLES = ['queue', 'schedule', 'subscription', 'job_common', 'job_dependency'] as const;

/**
 * Every table of the `public` schema, read from the catalogue rather than the Drizzle schema so that
 * a table added later is backed up without anyone remembering to list it; and, when the job queue is
 * installed, its tables of `JOB_QUEUE_TABLES`, named `pgboss.<table>`.
 */
const qualified = sql`case when n.nspname = 'public' then c.relname else n.nspname || '.' || c.relname end`;
const backedUp = sql`(n.nspname = 'public' or (n.nspname = 'pgboss' and c.relname in (${sql.join(
  JOB_QUEUE_TABLES.map((name) => sql`${name}`),
  sql`, `,
)})))`;

export async function listBackupTables(db: Queryable): Promise<BackupTableShape[]> {
  const columns = await queryRows<{ table_name: string; column_name: string; column_type: string; sequence_name: string | null }>(
    db,
    sql`select ${qualified} as table_name, a.attname as column_name, format_type(a.atttypid, a.atttypmod) as column_type,
          pg_get_serial_sequence(format('%I.%I', n.nspname, c.relname), a.attname) as sequence_name
        from pg_class c
        join pg_namespace n on n.oid = c.relnamespace
        join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
        where ${backedUp} and c.relkind = 'r' and a.attgenerated = ''
        order by n.nspname desc, c.relname, a.attnum`,
  );
  const edges = await queryRows<{ child: string; parent: string }>(
    db,
    sql`select ${qualified} as child, case when pn.nspname = 'public' then p.relname else pn.nspname || '.' || p.relname end as parent
        from pg_constraint k
        join pg_class c on c.oid = k.conrelid
        join pg_namespace n on n.oid = c.relnamespace
        join pg_class p on p.oid = k.confrelid
        join pg_namespace pn on pn.oid = p.relnamespace
        where k.contype = 'f' and ${backedUp}`,
  );
  const tables = new Map<string, BackupTableShape>();
  for (const row of columns) {
    const table = tables.get(row.table_name) ?? { name: row.table_name, columns: [], sequences: [] };
    table.columns.push({ name: row.column_name, type: row.column_type });
    if (row.sequence_name) table.sequences.push({ column: row.column_name, sequence: row.sequence_name });
    tables.set(row.table_name, table);
  }
  return orderByForeignKeys([...tables.keys()], edges).map((name) => tables.get(name)!);
}
