import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GET as getHealth } from '@/app/api/health/route';
import type { DatabaseHandle } from '@/platform/db/database';
import { setDatabaseHandle } from '@/platform/startup/portal-database';
import { openDatabase } from '@/platform/db/open-database';
import { captureLogs } from '@/platform/log/logger';
import { queryRows } from '@/platform/db/query-rows';
import type { Health } from '@/platform/health/check-health';
import packageJson from '../../package.json';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

let database: TestDatabase;
let logged: string[] = [];
let release: () => void;
const journal = JSON.parse(fs.readFileSync(path.join(import.meta.dirname, '../../drizzle/meta/_journal.json'), 'utf8')) as {
  entries: { tag: string; when: number }[];
};
const expected = journal.entries.length;
const lastTag = journal.entries.at(-1)!.tag;

beforeAll(async () => {
  database = await createTestDatabase();
  release = captureLogs({ write: (line: string) => void logged.push(line) });
});
afterAll(async () => {
  release();
  await database.dispose();
});

async function health() {
  const answer = await getHealth(new Request('http://localhost:3000/api/health'));
  const text = await answer.text();
  const requestId = answer.headers.get('x-request-id');
  // What the operator reads instead: the cause, in the log line of the same request.
  const warnings = logged
    .map((line) => JSON.parse(line) as { msg: string; requestId?: string; err?: { message: string } })
    .filter((line) => line.requestId === requestId && line.msg === 'health check failed');
  logged = [];
  return { status: answer.status, headers: answer.headers, text, body: JSON.parse(text) as Record<string, unknown>, warnings };
}

/** Runs `work` with the portal on another database handle, then puts the test database back. */
async function withHandle(handle: DatabaseHandle, work: () => Promise<void>) {
  setDatabaseHandle(handle);
  try {
    await work();
  } finally {
    setDatabaseHandle(database.handle);
  }
}

describe('GET /api/health', () => {
  it('answers 200 with the database, the migrations and the version, never cached', async () => {
    const { status, headers, body, text } = await health();
    expect(status).toBe(200);
    expect(body).toEqual({
      status: 'ok',
      problems: [],
      database: { kind: database.handle.kind, reachable: true },
      migrations: { applied: expected, expected, current: true },
      version: packageJson.version,
      build: expect.toSatisfy((build: unknown) => build === null || typeof build === 'string') as unknown,
      process: { uptimeSeconds: expect.any(Number), memory: { rssMb: expect.any(Number), heapUsedMb: expect.any(Number), heapTotalMb: expect.any(Number) } },
      // Called outside the portal's server (scripts/serve.mjs) there is no front cache to report.
    });
    const { memory } = (body as unknown as Health).process;
    expect(memory.rssMb).toBeGreaterThan(0);
    expect(memory.heapUsedMb).toBeLessThanOrEqual(memory.heapTotalMb);
    expect(headers.get('cache-control')).toBe('no-store');
    expect(headers.get('x-request-id')).toBeTruthy();
    // Nothing of where the data lives: no folder, no connection string.
    expect(text).not.toContain(database.handle.location);
    if (process.env.DATABASE_URL) expect(text).not.toContain(new URL(process.env.DATABASE_URL).host);
  });

  it('answers 503 naming the migration when the database is behind', async () => {
    const rows = await queryRows<{ id: number; hash: string; at: string }>(
      database.handle.db,
      sql`select id, hash, created_at::text as at from drizzle.__drizzle_migrations order by created_at desc limit 1`,
    );
    const row = rows[0]!;
    await database.handle.db.execute(sql`delete from drizzle.__drizzle_migrations where id = ${row.id}`);
    try {
      const { status, body } = await health();
      expect(status).toBe(503);
      expect(body).toMatchObject({
        status: 'unavailable',
        database: { reachable: true },
        migrations: { applied: expected - 1, expected, current: false },
      });
      expect(body.problems).toEqual([expect.stringContaining(`migrations behind: ${lastTag} not applied`)]);
    } finally {
      await database.handle.db.execute(sql`insert into drizzle.__drizzle_migrations (id, hash, created_at) values (${row.id}, ${row.hash}, ${row.at}::bigint)`);
    }
    expect((await health()).status).toBe(200);
  });

  it('answers 503 when the database was migrated by a newer version', async () => {
    const future = Date.now() + 365 * 24 * 3600 * 1000;
    await database.handle.db.execute(sql`insert into drizzle.__drizzle_migrations (hash, created_at) values ('from-a-newer-release', ${future})`);
    try {
      const { status, body } = await health();
      expect(status).toBe(503);
      expect(body).toMatchObject({ status: 'unavailable', migrations: { applied: expected + 1, expected, current: false } });
      expect(body.problems).toEqual([expect.stringContaining('migrations ahead')]);
    } finally {
      await database.handle.db.execute(sql`delete from drizzle.__drizzle_migrations where hash = 'from-a-newer-release'`);
    }
  });

  it('answers 503 when the database handle is closed', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'acap-health-'));
    const closed = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir });
    await closed.close();
    try {
      await withHandle(closed, async () => {
        const { status, body, warnings } = await health();
        expect(status).toBe(503);
        expect(warnings).toHaveLength(1);
        expect(body).toMatchObject({
          status: 'unavailable',
          problems: ['the database is not reachable'],
          database: { kind: closed.kind, reachable: false },
          migrations: { applied: null, expected, current: false },
        });
      });
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('answers 503 without the address or password when the PostgreSQL server cannot be reached', async () => {
    const unreachable = await openDatabase({ databaseUrl: 'postgres://acap:not-for-the-answer@127.0.0.1:1/acap', dataDir: '.unused' });
    try {
      await withHandle(unreachable, async () => {
        const { status, body, text, warnings } = await health();
        expect(status).toBe(503);
        expect(warnings.map((line) => line.err?.message)).toEqual([expect.stringContaining('Failed query: select 1')]);
        expect(body).toMatchObject({ status: 'unavailable', database: { kind: 'postgres', reachable: false } });
        expect(text).not.toContain('not-for-the-answer');
        expect(text).not.toContain('127.0.0.1');
      });
    } finally {
      await unreachable.close();
    }
  });
});
