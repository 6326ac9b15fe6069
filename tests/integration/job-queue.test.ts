import { count, eq } from 'drizzle-orm';
import type { PgBoss } from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { draftRun, weatherIssuance } from '@/db/schema';
import { manilaToday } from '@/platform/format/manila-time';
import type { DatabaseHandle } from '@/platform/db/database';
import { openDatabase } from '@/platform/db/open-database';
import { startJobQueue } from '@/platform/startup/start-job-queue';
import { stopJobQueue } from '@/platform/jobs/stop-job-queue';
import { readPagasaStatus } from '@/modules/pagasa/server/read-pagasa-status';
import { dropProcessState } from '@/platform/process/process-state';
import { GOOD_TOKEN, startFakeTenday } from '../support/fake-tenday-server';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

// The fake service and the office's token, before the portal reads its environment.
// Issues of today and tomorrow: drafts are composed only of an outlook that still speaks of today.
const TODAY = manilaToday();
const TOMORROW = manilaToday(new Date(Date.now() + 86_400_000));
const fake = await startFakeTenday(TODAY);
process.env.ACAP_PAGASA_API_URL = fake.url;
process.env.ACAP_PAGASA_API_TOKEN = GOOD_TOKEN;
process.env.ACAP_AUTO_DRAFTS = 'on';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await stopJobQueue();
  await database.dispose();
  await fake.close();
});

const tenDayIssues = async (handle: DatabaseHandle) =>
  (await handle.db.select({ n: count() }).from(weatherIssuance).where(eq(weatherIssuance.type, 'ten_day')))[0]!.n;
const loads = () => fake.calls.filter((call) => call.path === '/api/v1/tenday/full').length / 5;

describe('the job queue', () => {
  it('checks PAGASA at start and loads a new issue by itself', async () => {
    await startJobQueue(database.handle);
    await expect.poll(async () => (await readPagasaStatus(database.handle.db))?.outcome, { timeout: 60_000, interval: 500 }).toBe('loaded');
    expect(await tenDayIssues(database.handle)).toBe(1);
    expect(loads()).toBe(1);
    // The issue's drafts are composed on the same queue; with no crop calendar yet, every place is skipped and listed.
    const status = (await readPagasaStatus(database.handle.db))!;
    const run = async () => (await database.handle.db.select().from(draftRun).where(eq(draftRun.issuanceId, status.issuanceId!)))[0];
    await expect.poll(async () => (await run())?.state, { timeout: 60_000, interval: 500 }).toBe('ready');
    expect(await run()).toMatchObject({ total: 0, made: 0, reviewBatchId: null });
    expect((await run())!.skipped).toHaveLength(142 * 2);
    await stopJobQueue();
  });

  // Several instances on one PostgreSQL: each starts its queue and sends a check, one loads the issue.
  it.skipIf(!process.env.DATABASE_URL)('loads each issue once whatever the number of instances', async () => {
    fake.issue = TOMORROW;
    fake.calls.length = 0;
    const others = await Promise.all([1, 2].map(() => openDatabase({ databaseUrl: database.handle.connectionString, dataDir: '.unused', poolSize: 3 })));
    const queues: PgBoss[] = [];
    try {
      for (const handle of [database.handle, ...others]) {
        dropProcessState('jobQueue');
        queues.push(await startJobQueue(handle));
      }
      await expect.poll(async () => (await readPagasaStatus(database.handle.db))?.latest?.forecastDate, { timeout: 60_000, interval: 500 }).toBe(TOMORROW);
      await expect.poll(async () => tenDayIssues(database.handle), { timeout: 60_000, interval: 500 }).toBe(2);
      // Every instance's start check has run by now: still one load of the issue.
      await new Promise((resolve) => setTimeout(resolve, 3_000));
      expect(await tenDayIssues(database.handle)).toBe(2);
      expect(loads()).toBe(1);
    } finally {
      await Promise.all(queues.map((queue) => queue.stop({ graceful: true, close: true })));
      dropProcessState('jobQueue');
      await Promise.all(others.map((handle) => handle.close()));
    }
  });
});
