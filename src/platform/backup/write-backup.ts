import 'server-only';
import { tableRef } from './table-ref';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { DatabaseHandle, Transaction } from '@/platform/db/database';
import { AppError } from '@/platform/errors/app-error';
import { BACKUP_FORMAT, BACKUP_VERSION, type BackupHeader, type MigrationLevel } from './backup-format';
import { computeTableChecksums } from './compute-table-checksums';
import { listBackupTables, type BackupTableShape } from './list-backup-tables';
import { openBackupWriter } from './open-backup-writer';
import { queryRows } from '@/platform/db/query-rows';
import { readMigrationLevel } from './read-migration-level';
import { setExactTextOutput } from './set-exact-text-output';

export interface BackupSummary {
  file: string;
  tables: number;
  rows: number;
  bytes: number;
  migrations: MigrationLevel;
}

// Rows per fetch: few where a row may hold a PDF, so memory stays small whatever the table's size.
const ROWS_PER_FETCH = 1000;
const ROWS_PER_FETCH_WITH_FILES = 16;

async function writeTableRows(tx: Transaction, table: BackupTableShape, write: (row: (string | null)[]) => Promise<void>): Promise<number> {
  const values = table.columns.map(({ name, type }, i) =>
    type === 'bytea'
      ? sql`translate(encode(${sql.identifier(name)}, 'base64'), E'\n', '') as ${sql.identifier(`c${i}`)}`
      : sql`${sql.identifier(name)}::text as ${sql.identifier(`c${i}`)}`,
  );
  const perFetch = table.columns.some((column) => column.type === 'bytea') ? ROWS_PER_FETCH_WITH_FILES : ROWS_PER_FETCH;
  // A cursor in the snapshot's transaction streams the table in batches, whatever its keys.
  await tx.execute(sql`declare backup_rows no scroll cursor for select ${sql.join(values, sql`, `)} from ${tableRef(table.name)}`);
  let count = 0;
  for (;;) {
    const batch = await queryRows<Record<string, string | null>>(tx, sql.raw(`fetch forward ${perFetch} from backup_rows`));
    if (batch.length === 0) break;
    for (const row of batch) await write(table.columns.map((_, i) => row[`c${i}`] ?? null));
    count += batch.length;
  }
  await tx.execute(sql.raw('close backup_rows'));
  return count;
}

/**
 * Writes every table of the database to `file` from one read-only REPEATABLE READ transaction, so
 * the copy is consistent while the portal keeps serving (on PostgreSQL). The file appears under its
 * name only when complete: it is written beside it and renamed. `auditCheckpoint` signs the audit
 * trail's head in that snapshot, for the header.
 */
export async function writeBackup(
  handle: DatabaseHandle,
  options: { file: string; auditCheckpoint?: (tx: Transaction) => Promise<unknown> },
): Promise<BackupSummary> {
  const target = path.resolve(options.file);
  if (fs.existsSync(target) && fs.statSync(target).isDirectory()) throw new AppError('BAD_REQUEST', `${target} is a folder: give a file name for the backup.`);
  const temp = path.join(path.dirname(target), `.${path.basename(target)}.${randomBytes(6).toString('hex')}.partial`);
  let writer: ReturnType<typeof openBackupWriter>;
  try {
    writer = openBackupWriter(temp);
  } catch (error) {
    throw new AppError('BAD_REQUEST', `Cannot write the backup beside ${target}: ${(error as Error).message}`);
  }
  try {
    const { rows, tables, migrations } = await handle.db.transaction(
      async (tx) => {
        await setExactTextOutput(tx);
        const migrations = await readMigrationLevel(tx);
        if (migrations.count === 0) throw new AppError('BAD_REQUEST', `The database at ${handle.location} has no portal tables: there is nothing to back up.`);
        const tables = await listBackupTables(tx);
        const checksums = await computeTableChecksums(
          tx,
          tables.map((table) => table.name),
        );
        const header: BackupHeader = {
          format: BACKUP_FORMAT,
          version: BACKUP_VERSION,
          created: new Date().toISOString(),
          database: handle.kind,
          migrations,
          // Read in the copy's snapshot: the head of exactly the trail the backup holds.
          auditCheckpoint: (await options.auditCheckpoint?.(tx)) ?? undefined,
          tables: tables.map((table) => ({ name: table.name, columns: table.columns, ...checksums.get(table.name)! })),
        };
        await writer.write(header);
        let rows = 0;
        for (const table of tables) {
          await writer.write({ table: table.name });
          rows += await writeTableRows(tx, table, (row) => writer.write(row));
        }
        return { rows, tables: tables.length, migrations };
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );
    await writer.close({ end: true, rows, sha256: writer.digest() });
    fs.renameSync(temp, target);
    return { file: target, tables, rows, bytes: fs.statSync(target).size, migrations };
  } catch (error) {
    writer.abandon();
    fs.rmSync(temp, { force: true });
    throw error;
  }
}
