import 'server-only';
import { tableRef } from './table-ref';
import { sql, type SQL } from 'drizzle-orm';
import type { Transaction } from '@/platform/db/database';
import { AppError } from '@/platform/errors/app-error';
import { describeDatabaseError } from './describe-database-error';
import type { BackupTableShape } from './list-backup-tables';
import type { BackupVisitor } from './read-backup-file';

const BATCH_ROWS = 500;
const BATCH_CHARS = 8 * 1024 * 1024;

/** Loads each table's rows in batches: one statement turns a JSON array of rows into typed values. */
export function createRowLoader(tx: Transaction, tables: BackupTableShape[]): BackupVisitor {
  const shapes = new Map(tables.map((table) => [table.name, table]));
  let batch: string[] = [];
  let chars = 0;
  const flush = async (name: string) => {
    if (batch.length === 0) return;
    const table = shapes.get(name)!;
    const columns = sql.join(
      table.columns.map((column) => sql.identifier(column.name)),
      sql`, `,
    );
    const values = sql.join(
      table.columns.map(({ type }, i): SQL => (type === 'bytea' ? sql.raw(`decode(r->>${i}, 'base64')`) : sql.raw(`(r->>${i})::${type}`))),
      sql`, `,
    );
    const rows = `[${batch.join(',')}]`;
    batch = [];
    chars = 0;
    try {
      // OVERRIDING SYSTEM VALUE keeps the backed-up ids of identity columns.
      await tx.execute(sql`insert into ${tableRef(name)} (${columns}) overriding system value select ${values} from json_array_elements(${rows}::json) as r`);
    } catch (error) {
      throw new AppError('BAD_REQUEST', `Table ${name} could not be restored: ${describeDatabaseError(error)}.`);
    }
  };
  return {
    row: async (table, line) => {
      // Rows of a table the restore leaves out (the job queue's, of another pg-boss version).
      if (!shapes.has(table.name)) return;
      batch.push(line);
      chars += line.length;
      if (batch.length >= BATCH_ROWS || chars >= BATCH_CHARS) await flush(table.name);
    },
    endTable: async (table) => {
      if (shapes.has(table.name)) await flush(table.name);
    },
  };
}
