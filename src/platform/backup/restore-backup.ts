import 'server-only';
import { tableRef } from './table-ref';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { DatabaseHandle, Transaction } from '@/platform/db/database';
import { changePublicData } from '@/platform/cache/change-public-data';
import { AppError } from '@/platform/errors/app-error';
import { JOB_QUEUE_SCHEMA } from '@/platform/jobs/create-job-queue';
import { installJobQueueSchema } from '@/platform/jobs/install-job-queue-schema';
import type { BackupHeader, BackupTable, MigrationLevel } from './backup-format';
import { computeTableChecksums } from './compute-table-checksums';
import { createRowLoader } from './create-row-loader';
import { describeDatabaseError } from './describe-database-error';
import { listBackupTables, type BackupTableShape } from './list-backup-tables';
import { queryRows } from '@/platform/db/query-rows';
import { readBackupFile } from './read-backup-file';
import { readMigrationLevel } from './read-migration-level';
import { setExactTextOutput } from './set-exact-text-output';

export interface RestoreSummary {
  file: string;
  tables: number;
  rows: number;
  bytes: number;
  created: string;
  migrations: MigrationLevel;
  /** The backup's job queue tables were of another pg-boss version: everything else was restored, this database's jobs kept. */
  jobQueueLeftOut: boolean;
}

function checkSchemaLevel(backup: MigrationLevel, database: MigrationLevel) {
  const made = `The backup's schema is at migration ${backup.last ?? 'none'} (${backup.count} migrations); this database is at ${database.last ?? 'none'} (${database.count}).`;
  if (backup.count > database.count) throw new AppError('CONFLICT', `${made} It was made by a newer version of the portal: update the portal, then restore.`);
  if (backup.count < database.count) {
    throw new AppError(
      'CONFLICT',
      `${made} It was made by an older version of the portal: restore it with that version, then start this one, which migrates the data.`,
    );
  }
  if (backup.last !== database.last) throw new AppError('CONFLICT', `${made} The schemas differ: restore it with the portal version that made it.`);
}

function checkTables(backup: BackupTable[], database: BackupTableShape[]) {
  const shape = (table: { columns: { name: string; type: string }[] }) => table.columns.map((c) => `${c.name} ${c.type}`).join(', ');
  const inBackup = new Map(backup.map((table) => [table.name, shape(table)]));
  const missing = database.filter((table) => !inBackup.has(table.name)).map((table) => table.name);
  const unknown = backup.filter((table) => !database.some((t) => t.name === table.name)).map((table) => table.name);
  const different = database.filter((table) => inBackup.has(table.name) && inBackup.get(table.name) !== shape(table)).map((table) => table.name);
  const problems = [
    missing.length > 0 && `not in the backup: ${missing.join(', ')}`,
    unknown.length > 0 && `not in the database: ${unknown.join(', ')}`,
    different.length > 0 && `with other columns: ${different.join(', ')}`,
  ].filter(Boolean);
  if (problems.length > 0) throw new AppError('CONFLICT', `The backup's tables do not match this database's (tables ${problems.join('; ')}).`);
}

/** Serial and identity columns continue after the restored ids (ALTER SEQUENCE is undone on rollback; setval is not). */
async function restartSequences(tx: Transaction, tables: BackupTableShape[]) {
  for (const table of tables) {
    for (const { column, sequence } of table.sequences) {
      const [row] = await queryRows<{ next: string }>(
        tx,
        sql`select (coalesce(max(${sql.identifier(column)}), 0) + 1)::text as next from ${tableRef(table.name)}`,
      );
      await tx.execute(sql.raw(`alter sequence ${sequence} restart with ${BigInt(row!.next).toString()}`));
    }
  }
}

async function replaceTables(tx: Transaction, file: string, header: BackupHeader) {
  await setExactTextOutput(tx);
  checkSchemaLevel(header.migrations, await readMigrationLevel(tx));
  const all = await listBackupTables(tx);
  // The job queue's tables are pg-boss's: a backup made under another version of them (or where the queue
  // never ran) restores everything else and leaves this database's jobs as they are, rather than refusing.
  const queueTables = (tables: { name: string; columns: { name: string; type: string }[] }[]) =>
    tables
      .filter((table) => isJobQueueTable(table.name))
      .map((table) => `${table.name}(${table.columns.map((c) => `${c.name} ${c.type}`).join(',')})`)
      .sort()
      .join(';');
  const jobQueue = hasJobQueue(header) && queueTables(header.tables) === queueTables(all);
  const tables = all.filter((table) => jobQueue || !isJobQueueTable(table.name));
  const loaded = header.tables.filter((table) => jobQueue || !isJobQueueTable(table.name));
  checkTables(loaded, tables);
  const names = sql.join(
    tables.map((table) => tableRef(table.name)),
    sql`, `,
  );
  // Portals on the same PostgreSQL wait for the restore rather than see half of it.
  await tx.execute(sql`lock table ${names} in access exclusive mode`);
  await tx.execute(sql`truncate table ${names}`);
  const read = await readBackupFile(file, createRowLoader(tx, tables));
  await restartSequences(tx, tables);
  const checksums = await computeTableChecksums(
    tx,
    loaded.map((table) => table.name),
  );
  const unequal = loaded.filter((table) => checksums.get(table.name)?.checksum !== table.checksum).map((table) => table.name);
  if (unequal.length > 0) throw new AppError('INTERNAL', `After loading, these tables differ from the backup: ${unequal.join(', ')}.`);
  return { ...read, jobQueueLeftOut: hasJobQueue(header) && !jobQueue };
}

const isJobQueueTable = (name: string) => name.startsWith(`${JOB_QUEUE_SCHEMA}.`);
const hasJobQueue = (header: BackupHeader) => header.tables.some((table) => isJobQueueTable(table.name));

/**
 * Replaces every table with the backup's rows in one transaction: the file is read and checked
 * whole before the database is touched, then emptied and loaded, and any failure undoes it all.
 */
export async function restoreBackup(handle: DatabaseHandle, options: { file: string }): Promise<RestoreSummary> {
  const file = path.resolve(options.file);
  try {
    const { header } = await readBackupFile(file);
    // The queue's jobs need its tables: pg-boss installs them (empty) where the portal never started it.
    const [installed] = await queryRows<{ found: boolean }>(
      handle.db,
      sql`select exists (select 1 from pg_namespace where nspname = ${JOB_QUEUE_SCHEMA}) as found`,
    );
    if (hasJobQueue(header) && !installed?.found) await installJobQueueSchema(handle);
    // The generation moves past any a cache has seen, whatever the backup holds: what this and other
    // processes kept (places, the region, aliases, rendered pages) was of the old data.
    const read = await changePublicData(handle.db, (tx) => replaceTables(tx, file, header));
    return {
      file,
      tables: header.tables.length,
      rows: read.rows,
      bytes: read.bytes,
      created: header.created,
      migrations: header.migrations,
      jobQueueLeftOut: read.jobQueueLeftOut,
    };
  } catch (error) {
    const message = error instanceof AppError ? error.message : `The restore failed: ${describeDatabaseError(error)}.`;
    throw new AppError(error instanceof AppError ? error.code : 'INTERNAL', `${message} The database was not changed.`);
  }
}
