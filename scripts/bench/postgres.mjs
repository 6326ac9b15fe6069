// A PostgreSQL server for the bench: BENCH_DATABASE_URL when given, otherwise a throw-away
// PostgreSQL 15 in a temporary folder (durable settings kept: fsync stays on, as in production).
import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort } from './common.mjs';

const PG_BIN = process.env.BENCH_PG_BIN ?? '/usr/lib/postgresql/15/bin';

function asOwner(command, args) {
  // initdb refuses to run as root; the server's files belong to the postgres user.
  const [file, argv] = process.getuid?.() === 0 ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
  const result = spawnSync(file, argv, { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${path.basename(command)} failed: ${result.stderr || result.stdout}`);
}

/**
 * The server to use, or `{ skipped }` saying why there is none. `stop` ends a server this
 * function started (and removes its files); a server given by URL is left alone.
 */
export async function startPostgres() {
  if (process.env.BENCH_DATABASE_URL) return { serverUrl: process.env.BENCH_DATABASE_URL, label: 'BENCH_DATABASE_URL', stop: async () => {} };
  if (!fs.existsSync(path.join(PG_BIN, 'initdb'))) return { skipped: `no PostgreSQL server at ${PG_BIN}: install postgresql (15) or set BENCH_DATABASE_URL` };
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'acap-bench-pg-'));
  if (process.getuid?.() === 0) spawnSync('chown', ['postgres', folder]);
  const port = await freePort();
  const data = path.join(folder, 'data');
  const stop = async () => {
    try {
      asOwner(path.join(PG_BIN, 'pg_ctl'), ['-D', data, '-m', 'fast', '-w', 'stop']);
    } catch {
      // never started, or already stopped
    }
    fs.rmSync(folder, { recursive: true, force: true });
  };
  try {
    asOwner(path.join(PG_BIN, 'initdb'), ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8']);
    asOwner(path.join(PG_BIN, 'pg_ctl'), [
      '-D',
      data,
      '-l',
      path.join(folder, 'server.log'),
      '-w',
      '-o',
      `-p ${port} -k ${folder} -c listen_addresses=127.0.0.1`,
      'start',
    ]);
  } catch (error) {
    await stop();
    throw error;
  }
  const version = spawnSync(path.join(PG_BIN, 'postgres'), ['--version'], { encoding: 'utf8' }).stdout.trim();
  return { serverUrl: `postgres://postgres@127.0.0.1:${port}/postgres`, label: `${version}, throw-away, fsync on`, stop };
}

/** A fresh, empty database on the server; `drop` removes it. */
export async function createDatabase(serverUrl) {
  const name = `acap_bench_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
  const run = async (statement) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await run(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`drop database if exists ${name} with (force)`) };
}
