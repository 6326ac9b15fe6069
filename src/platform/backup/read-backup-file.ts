import 'server-only';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { AppError } from '@/platform/errors/app-error';
import {
  BACKUP_FORMAT,
  BACKUP_VERSION,
  backupHeaderSchema,
  endLineSchema,
  rowLineSchema,
  tableLineSchema,
  type BackupHeader,
  type BackupTable,
} from './backup-format';

/** Called while reading; a restore loads the rows, a check passes nothing. */
export interface BackupVisitor {
  startTable?: (table: BackupTable) => Promise<void>;
  /** One row: the line's JSON text, already checked to be an array of the table's width. */
  row?: (table: BackupTable, line: string) => Promise<void>;
  endTable?: (table: BackupTable) => Promise<void>;
}

// Far above a bulletin PDF in base64; a longer line means the file is not a backup.
const MAX_LINE_CHARS = 64 * 1024 * 1024;

async function* readLines(file: string, fail: (why: string) => AppError): AsyncGenerator<string> {
  const input = fs.createReadStream(file);
  const gunzip = zlib.createGunzip();
  input.on('error', (error) => gunzip.destroy(error));
  input.pipe(gunzip);
  gunzip.setEncoding('utf8');
  let pending = '';
  let started = false;
  try {
    for await (const chunk of gunzip as AsyncIterable<string>) {
      started = true;
      const lines = (pending + chunk).split('\n');
      pending = lines.pop()!;
      if (pending.length > MAX_LINE_CHARS) throw fail('it holds a line far longer than any backup writes');
      yield* lines;
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const { code, message } = error as NodeJS.ErrnoException;
    if (code === 'Z_BUF_ERROR' || message.includes('unexpected end of file')) throw fail('it is incomplete (the file ends early)');
    if (!started && code === 'Z_DATA_ERROR') throw fail('it is not a gzip file');
    throw fail(`it is damaged (${message})`);
  } finally {
    input.destroy();
    gunzip.destroy();
  }
  if (pending !== '') throw fail('it is incomplete (the last line is cut off)');
}

function parseHeader(value: unknown, fail: (why: string) => AppError): BackupHeader {
  const found = value as { format?: unknown; version?: unknown } | null;
  if (found?.format !== BACKUP_FORMAT) throw fail('it does not start with an ACAP backup header');
  if (found.version !== BACKUP_VERSION) throw fail(`it is format version ${String(found.version)}; this portal reads version ${BACKUP_VERSION}`);
  const header = backupHeaderSchema.safeParse(value);
  if (!header.success) throw fail(`its header is not valid (${header.error.issues[0]?.path.join('.')}: ${header.error.issues[0]?.message})`);
  const names = header.data.tables.map((table) => table.name);
  if (new Set(names).size !== names.length) throw fail('its header lists a table twice');
  return header.data;
}

/**
 * Reads a backup from start to end and checks everything a restore relies on: the header, every
 * line's shape, the tables in the header's order, their row counts and the sha256 of the whole. Any
 * fault stops it with a message saying what is wrong.
 */
export async function readBackupFile(file: string, visitor: BackupVisitor = {}): Promise<{ header: BackupHeader; rows: number; bytes: number }> {
  const resolved = path.resolve(file);
  const fail = (why: string) => new AppError('BAD_REQUEST', `${resolved} is not a usable ACAP backup: ${why}.`);
  const stat = fs.statSync(resolved, { throwIfNoEntry: false });
  if (!stat) throw new AppError('BAD_REQUEST', `There is no file ${resolved}.`);
  if (!stat.isFile()) throw new AppError('BAD_REQUEST', `${resolved} is not a file.`);

  const hash = createHash('sha256');
  let header: BackupHeader | undefined;
  let table: BackupTable | undefined;
  let tableIndex = -1;
  let tableRows = 0;
  let rows = 0;
  let ended = false;
  let lineNumber = 0;

  const finishTable = async () => {
    if (!table) return;
    if (tableRows !== table.rows) throw fail(`table ${table.name} has ${tableRows} rows where the header says ${table.rows}`);
    await visitor.endTable?.(table);
    table = undefined;
  };

  for await (const line of readLines(resolved, fail)) {
    lineNumber += 1;
    if (ended) throw fail('there is more after its end line');
    let value: unknown;
    try {
      value = JSON.parse(line);
    } catch {
      throw fail(header ? `line ${lineNumber} is not JSON` : 'it does not start with an ACAP backup header');
    }
    if (!header) {
      header = parseHeader(value, fail);
    } else if (Array.isArray(value)) {
      if (!table) throw fail(`line ${lineNumber} is a row outside any table`);
      if (!rowLineSchema.safeParse(value).success || value.length !== table.columns.length) {
        throw fail(`line ${lineNumber} is not a row of ${table.name} (${table.columns.length} text values or nulls)`);
      }
      tableRows += 1;
      rows += 1;
      await visitor.row?.(table, line);
    } else if (tableLineSchema.safeParse(value).success) {
      await finishTable();
      tableIndex += 1;
      table = header.tables[tableIndex];
      const name = (value as { table: string }).table;
      if (table?.name !== name) throw fail(`line ${lineNumber} starts table ${name} where the header lists ${table?.name ?? 'no more tables'}`);
      tableRows = 0;
      await visitor.startTable?.(table);
    } else {
      const end = endLineSchema.safeParse(value);
      if (!end.success) throw fail(`line ${lineNumber} is not part of a backup`);
      await finishTable();
      if (tableIndex !== header.tables.length - 1) throw fail(`it ends before table ${header.tables[tableIndex + 1]!.name}`);
      if (end.data.rows !== rows) throw fail(`it holds ${rows} rows where its end line says ${end.data.rows}`);
      if (hash.digest('hex') !== end.data.sha256) throw fail('its checksum does not match its contents (the file was changed or damaged)');
      ended = true;
      continue;
    }
    hash.update(`${line}\n`, 'utf8');
  }
  if (!header) throw fail('it is empty');
  if (!ended) throw fail('it is incomplete (its end line is missing)');
  return { header, rows, bytes: stat.size };
}
