import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { POST as postTenDayBulletin } from '@/app/api/reports/tenday/crops/route';
import { appSetting, rateLimit, verification } from '@/db/schema';
import { writeAudit } from '@/modules/staff/server/audit/write-audit';
import { computeTableChecksums } from '@/platform/backup/compute-table-checksums';
import { listBackupTables } from '@/platform/backup/list-backup-tables';
import { restoreBackup } from '@/platform/backup/restore-backup';
import { writeBackup } from '@/platform/backup/write-backup';
import { importBoundaries } from '@/modules/places/server/import-boundaries';
import { createJobQueue } from '@/platform/jobs/create-job-queue';
import { getDatabaseHandle } from '@/platform/startup/portal-database';
import { portalDb } from '../support/test-database';
import { openDatabase } from '@/platform/db/open-database';
import { queryRows } from '@/platform/db/query-rows';
import { seedDemoData } from '@/modules/demo/server/seed-demo-data';
import { createSpecialAdvisory } from '@/modules/weather/server/create-special-advisory';
import { loadBayOutlooks } from '../support/bulletin-fixtures';
import { databaseWithCallers } from '../support/callers';
import { databaseSnapshot } from '../support/database-snapshot';
import { spawnTs, waitForExit, waitForLine } from '../support/run-node';
import { copyTemplateFolder } from '../support/template-database';
import { SHARED_DATA } from '../support/shared-data';

const embedded = !process.env.DATABASE_URL;
const journal = JSON.parse(fs.readFileSync(path.resolve('drizzle/meta/_journal.json'), 'utf8')) as { entries: { tag: string }[] };
const LEVEL = { count: journal.entries.length, last: journal.entries.at(-1)!.tag };

const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'acap-backup-'));
afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));

const callers = databaseWithCallers({ afterSetUp: fillDatabase });

/** Rows in every kind of table, with values that lose precision when read through JavaScript. */
async function fillDatabase() {
  const db = await portalDb();
  await seedDemoData(db);
  await loadBayOutlooks(callers.admin);
  const bulletin = await postTenDayBulletin(
    new Request('http://localhost:3000/api/reports/tenday/crops', {
      method: 'POST',
      headers: { ...callers.admin, 'content-type': 'application/json' },
      // The fixture's outlooks have ended: the bulletin is made from them on purpose.
      body: JSON.stringify({
        region: 'calabarzon',
        province: 'Laguna',
        municipality: 'Bay',
        crop: 'rice',
        language: 'en',
        operation: 'create',
        allowExpired: true,
      }),
    }),
  );
  expect(bulletin.status).toBe(201);
  const rizal = 'municities-provdist-405800000.0.01.json';
  await importBoundaries(db, [{ name: rizal, bytes: fs.readFileSync(path.join(SHARED_DATA, 'geo', rizal)) }], 'system');
  // Every byte value, nulls included, in a bytea beside the bulletin's PDF.
  const image = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from(Array.from({ length: 512 }, (_, i) => i % 256))]);
  await createSpecialAdvisory(
    db,
    { activeCyclone: true, name: 'Bagyong Ñino', bulletinNumber: '3', issuedAt: '2025-10-24T05:00:00+08:00', signals: [] },
    { name: 'track.png', bytes: image },
    'system',
  );
  await db.insert(appSetting).values({ key: 'backup-test', value: 'tab\t"quote" back\\slash\nñ ✓ 𝄞', updatedAt: sql`'2025-01-02 03:04:05.123456+00'` });
  await db.insert(rateLimit).values({ key: 'address:203.0.113.9', count: 3, windowStartedAt: sql`'2025-01-02 03:04:05.000001+08'` });
  await db.insert(verification).values({ id: 'v1', identifier: 'set-password', value: '{"a":1}', expiresAt: sql`'2099-12-31 23:59:59.999999+00'` });
  await db.execute(sql`update public_data_generation set generation = 9007199254740993`);
  await db.execute(sql`update tenday_value set humidity = 0.30000000000000004 where ctid = (select ctid from tenday_value limit 1)`);
  await writeAudit(db, { actor: 'system', action: 'backup.test', summary: { nested: { list: [1, 2.5, null, 'ñ'] }, big: '9007199254740993' } });
}

async function firstRow(query: SQL): Promise<Record<string, unknown>> {
  const [row] = await queryRows<Record<string, unknown>>(await portalDb(), query);
  return row!;
}

type Line = Record<string, unknown> | unknown[];

/** A copy of a backup with some lines changed and its checksum made right again, so only the change is wrong. */
function rewriteBackup(source: string, change: (lines: Line[]) => void): string {
  const lines = zlib
    .gunzipSync(fs.readFileSync(source))
    .toString('utf8')
    .trimEnd()
    .split('\n')
    .map((line) => JSON.parse(line) as Line);
  const end = lines.pop() as { rows: number; sha256: string };
  change(lines);
  const body = lines.map((line) => `${JSON.stringify(line)}\n`).join('');
  end.sha256 = createHash('sha256').update(body).digest('hex');
  const file = path.join(folder, `changed-${Math.random().toString(36).slice(2)}.gz`);
  fs.writeFileSync(file, zlib.gzipSync(`${body}${JSON.stringify(end)}\n`));
  return file;
}

function headerOf(lines: Line[]) {
  return lines[0] as { migrations: { count: number; last: string }; tables: { name: string; checksum: string }[] };
}

describe('backup and restore', () => {
  it('restores every table exactly after the data was changed', async () => {
    const handle = await getDatabaseHandle();
    const db = handle.db;
    const before = await databaseSnapshot();
    for (const table of [
      'user',
      'session',
      'account',
      'verification',
      'audit_log',
      'bulletin',
      'boundary',
      'public_data_generation',
      'tenday_value',
      'special_advisory',
      'rate_limit',
      'app_setting',
      'crop_calendar',
      'recommendation',
    ]) {
      expect(before[table], table).not.toMatch(/^0 rows/);
    }

    const file = path.join(folder, 'round-trip.acap.gz');
    const summary = await writeBackup(handle, { file });
    const tables = Object.keys(before).length;
    const rows = Object.values(before).reduce((sum, entry) => sum + Number(entry.split(' ')[0]), 0);
    expect(summary).toMatchObject({ file, tables, rows, migrations: LEVEL });
    expect(summary.bytes).toBe(fs.statSync(file).size);
    expect(fs.readdirSync(folder).filter((name) => name.includes('round-trip'))).toEqual(['round-trip.acap.gz']);
    const header = JSON.parse(zlib.gunzipSync(fs.readFileSync(file)).toString('utf8').split('\n')[0]!);
    expect(header.tables.map((table: { name: string }) => table.name).sort()).toEqual(Object.keys(before).sort());
    // Parents come before children, so the rows load in file order.
    const order = header.tables.map((table: { name: string }) => table.name) as string[];
    expect(order.indexOf('region')).toBeLessThan(order.indexOf('province'));
    expect(order.indexOf('weather_issuance')).toBeLessThan(order.indexOf('tenday_value'));
    expect(order.indexOf('municipality')).toBeLessThan(order.indexOf('bulletin'));

    await db.execute(sql`delete from bulletin`);
    await db.execute(sql`delete from boundary`);
    await db.execute(sql`delete from session`);
    await db.execute(sql`update "user" set name = 'changed'`);
    await db.execute(sql`update tenday_value set temp_min = temp_min + 1`);
    await db.execute(sql`update public_data_generation set generation = 1`);
    await db.execute(sql`delete from app_setting where key = 'backup-test'`);
    await writeAudit(db, { actor: 'system', action: 'after.backup' });
    expect(await databaseSnapshot()).not.toEqual(before);

    const restored = await restoreBackup(handle, { file });
    expect(restored).toMatchObject({ file, tables, rows, created: header.created, migrations: LEVEL });
    // Everything as it was, but the public data generation, which the restore moves past the restored one.
    const { public_data_generation: _, ...rest } = before;
    expect(await databaseSnapshot()).toMatchObject(rest);

    const exact = await firstRow(
      sql`select (select updated_at::text from app_setting where key = 'backup-test') as at, (select generation::text from public_data_generation) as version`,
    );
    expect(exact).toEqual({ at: '2025-01-02 03:04:05.123456+00', version: '9007199254740994' });
    // Serial ids continue after the restored ones.
    const { max } = await firstRow(sql`select max(id)::int as max from audit_log`);
    await writeAudit(db, { actor: 'system', action: 'after.restore' });
    const { id } = await firstRow(sql`select id::int from audit_log where action = 'after.restore'`);
    expect(id).toBe(Number(max) + 1);
  });

  it('refuses a file that is not a whole backup of this schema, changing nothing', async () => {
    const handle = await getDatabaseHandle();
    const good = path.join(folder, 'good.acap.gz');
    await writeBackup(handle, { file: good });
    const bytes = fs.readFileSync(good);
    const write = (name: string, content: Buffer | string) => {
      const file = path.join(folder, name);
      fs.writeFileSync(file, content);
      return file;
    };
    const edited = zlib.gunzipSync(bytes).toString('utf8').replace('CLOUDY', 'CLOUDZ');
    const before = await databaseSnapshot();

    const cases: [string, RegExp][] = [
      [path.join(folder, 'missing.gz'), /There is no file/],
      [write('notes.txt', 'these are not the rows you are looking for'), /is not a usable ACAP backup: it is not a gzip file/],
      [write('other.jsonl.gz', zlib.gzipSync('{"hello":"world"}\n')), /it does not start with an ACAP backup header/],
      [write('truncated.gz', bytes.subarray(0, Math.floor(bytes.length * 0.6))), /it is incomplete/],
      [write('edited.gz', zlib.gzipSync(edited)), /its checksum does not match its contents/],
      [
        rewriteBackup(good, (lines) => {
          headerOf(lines).migrations = { count: LEVEL.count + 1, last: '9999_from_the_future' };
        }),
        /made by a newer version of the portal: update the portal, then restore/,
      ],
      [
        rewriteBackup(good, (lines) => {
          headerOf(lines).migrations = { count: LEVEL.count - 1, last: journal.entries.at(-2)!.tag };
        }),
        /made by an older version of the portal: restore it with that version/,
      ],
      [
        rewriteBackup(good, (lines) => {
          // Fails on loading, after every table was emptied: the transaction must undo the emptying.
          const start = lines.findIndex((line) => !Array.isArray(line) && line.table === 'tenday_value');
          (lines[start + 1] as string[])[1] = '9999999999';
        }),
        /Table tenday_value could not be restored: .*foreign key/,
      ],
      [
        rewriteBackup(good, (lines) => {
          headerOf(lines).tables.find((table) => table.name === 'boundary')!.checksum = '0'.repeat(32);
        }),
        /these tables differ from the backup: boundary/,
      ],
    ];
    for (const [file, message] of cases) {
      const attempt = restoreBackup(handle, { file });
      await expect(attempt, file).rejects.toThrow(message);
      await expect(attempt, file).rejects.toThrow(/The database was not changed\.$/);
      expect(await databaseSnapshot(), file).toEqual(before);
    }
  });

  it('copies one consistent moment while other writes go on', async () => {
    const handle = await getDatabaseHandle();
    const db = handle.db;
    let writing = true;
    const writer = (async () => {
      let written = 0;
      while (writing || written === 0) {
        await writeAudit(db, { actor: 'system', action: 'during.backup', summary: { written } });
        written += 1;
        // PGlite answers without leaving the microtask queue: let the backup's file writes run.
        await new Promise((resolve) => setImmediate(resolve));
      }
      return written;
    })();
    const file = path.join(folder, 'busy.acap.gz');
    const summary = await writeBackup(handle, { file });
    writing = false;
    expect(await writer).toBeGreaterThan(0);
    // The header's counts and checksums were taken in the same snapshot as the rows: the restore
    // checks every table against them, so a backup that mixed moments would be refused.
    const restored = await restoreBackup(handle, { file });
    expect(restored.rows).toBe(summary.rows);
  });
});

/** Checksums of every table of an embedded data folder, read in this process. */
async function folderChecksums(dataDir: string) {
  const handle = await openDatabase({ dataDir });
  try {
    const tables = await listBackupTables(handle.db);
    return Object.fromEntries(
      await computeTableChecksums(
        handle.db,
        tables.map((table) => table.name),
      ),
    );
  } finally {
    await handle.close();
  }
}

describe.runIf(embedded)('the backup and restore commands on the embedded database', () => {
  it('refuse while the portal holds the data folder, then copy and restore it', { timeout: 180_000 }, async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'acap-backup-data-'));
    // The run's migrated and seeded database: the holder's migrations and seed find nothing to do.
    copyTemplateFolder(dataDir);
    try {
      const holder = spawnTs('tests/support/hold-database.ts', [dataDir]);
      const [, pid] = await waitForLine(holder, /ready (\d+)/);
      const file = path.join(folder, 'cli.acap.gz');
      for (const command of ['backup', 'restore']) {
        const refused = await waitForExit(spawnTs('src/cli/main.ts', [command, file], { ACAP_DATA_DIR: dataDir }));
        expect(refused.code, command).toBe(1);
        expect(refused.stderr, command).toContain(`The data folder ${dataDir} is in use by process ${pid}`);
      }
      expect(fs.existsSync(file)).toBe(false);
      holder.kill('SIGTERM');
      expect((await waitForExit(holder)).code).toBe(0);

      const before = await folderChecksums(dataDir);
      const backup = await waitForExit(spawnTs('src/cli/main.ts', ['backup', file], { ACAP_DATA_DIR: dataDir }));
      expect(backup.stderr).toBe('');
      expect(backup.stdout).toMatch(new RegExp(`^Backed up ${Object.keys(before).length} tables, \\d+ rows \\(schema ${LEVEL.last}\\) to ${file}: \\d+ KB\\.`));

      const changed = await openDatabase({ dataDir });
      await changed.db.execute(sql`delete from place_alias`);
      await changed.close();
      expect(await folderChecksums(dataDir)).not.toEqual(before);

      const restore = await waitForExit(spawnTs('src/cli/main.ts', ['restore', file], { ACAP_DATA_DIR: dataDir }));
      expect(restore.stdout).toMatch(
        new RegExp(`^Restored ${Object.keys(before).length} tables, \\d+ rows \\(schema ${LEVEL.last}, backed up .+\\) from ${file}`),
      );
      expect(restore.code).toBe(0);
      // Every table as it was, but the public data generation, which the restore moves on.
      const { public_data_generation: _, ...rest } = before;
      expect(await folderChecksums(dataDir)).toMatchObject(rest);
      expect(fs.existsSync(path.join(dataDir, 'acap.lock'))).toBe(false);
      // The audit trail came back with its chain of links whole.
      const audit = await waitForExit(spawnTs('src/cli/main.ts', ['audit:verify'], { ACAP_DATA_DIR: dataDir }));
      expect([audit.code, audit.stderr]).toEqual([0, '']);
      expect(audit.stdout).toMatch(/^The audit chain holds: [1-9]\d* rows checked\.$/m);
      expect(audit.stdout).toMatch(/^ACAP_DATA_KEY is not set: the links are plain SHA-256 and the trail is not tamper-evident/);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe.runIf(!embedded)('the backup and restore commands on PostgreSQL', () => {
  it('run beside a running portal', { timeout: 120_000 }, async () => {
    const handle = await getDatabaseHandle();
    const env = { DATABASE_URL: handle.connectionString! };
    const before = await databaseSnapshot();
    const file = path.join(folder, 'cli-pg.acap.gz');
    const backup = await waitForExit(spawnTs('src/cli/main.ts', ['backup', file], env));
    expect(backup.stdout).toMatch(new RegExp(`^Backed up ${Object.keys(before).length} tables`));
    expect(backup.code).toBe(0);
    await handle.db.execute(sql`delete from boundary`);
    const restore = await waitForExit(spawnTs('src/cli/main.ts', ['restore', file], env));
    expect(restore.stdout).toMatch(/^Restored /);
    expect(restore.code).toBe(0);
    const { public_data_generation: _, ...rest } = before;
    expect(await databaseSnapshot()).toMatchObject(rest);
  });
});

describe("the job queue's work in a backup", () => {
  it('keeps queued jobs and schedules, and installs the queue where the restore needs it', { timeout: 120_000 }, async () => {
    const handle = await getDatabaseHandle();
    const db = handle.db;
    // A queue, a schedule and a job for tomorrow: no worker takes it during the test.
    const boss = createJobQueue(handle, { supervise: false, schedule: false });
    await boss.start();
    await boss.createQueue('backup-test');
    await boss.schedule('backup-test', '0 6 * * *', { kind: 'schedule' }, { tz: 'Asia/Manila' });
    await boss.send('backup-test', { kind: 'job', text: 'ñ ✓' }, { startAfter: 86_400 });
    await boss.stop({ graceful: false, close: true });
    const jobs = async () => queryRows<{ data: unknown }>(db, sql`select data from pgboss.job_common where name = 'backup-test' and data->>'kind' = 'job'`);
    expect(await jobs()).toEqual([{ data: { kind: 'job', text: 'ñ ✓' } }]);

    const file = path.join(folder, 'with-jobs.acap.gz');
    await writeBackup(handle, { file });
    const header = JSON.parse(zlib.gunzipSync(fs.readFileSync(file)).toString('utf8').split('\n')[0]!) as { tables: { name: string; rows: number }[] };
    const queueTables = header.tables.filter((table) => table.name.startsWith('pgboss.')).map((table) => table.name);
    expect(queueTables.sort()).toEqual(['pgboss.job_common', 'pgboss.job_dependency', 'pgboss.queue', 'pgboss.schedule', 'pgboss.subscription']);
    // A queue comes before the jobs and schedules that name it.
    const order = header.tables.map((table) => table.name);
    expect(order.indexOf('pgboss.queue')).toBeLessThan(order.indexOf('pgboss.job_common'));
    expect(order.indexOf('pgboss.queue')).toBeLessThan(order.indexOf('pgboss.schedule'));

    // Restored into a database without the queue (as one where the portal never ran): pg-boss installs it, the backup fills it.
    await db.execute(sql`drop schema pgboss cascade`);
    await restoreBackup(handle, { file });
    expect(await jobs()).toEqual([{ data: { kind: 'job', text: 'ñ ✓' } }]);
    const [schedule] = await queryRows<{ cron: string }>(db, sql`select cron from pgboss.schedule where name = 'backup-test'`);
    expect(schedule).toEqual({ cron: '0 6 * * *' });

    // A job queue of another pg-boss version (here a column more): the portal's data is restored, its jobs left as they are.
    await db.execute(sql`alter table pgboss.schedule add column newer_pg_boss int`);
    await db.execute(sql`delete from boundary`);
    const restored = await restoreBackup(handle, { file });
    expect(restored.jobQueueLeftOut).toBe(true);
    expect(await firstRow(sql`select count(*)::int as n from boundary`)).not.toEqual({ n: 0 });
    expect(await jobs()).toEqual([{ data: { kind: 'job', text: 'ñ ✓' } }]);
    await db.execute(sql`alter table pgboss.schedule drop column newer_pg_boss`);
  });
});
