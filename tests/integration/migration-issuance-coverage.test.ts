import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@/platform/db/database';
import { migrateDatabase } from '@/platform/db/migrate-database';
import { MIGRATIONS_FOLDER } from '@/platform/db/migrations-folder';
import { openDatabase } from '@/platform/db/open-database';
import { queryRows } from '@/platform/db/query-rows';
import { readMigrationStatus } from '@/platform/db/read-migration-status';
import { seedRegionOnOlderSchema } from '../support/seed-older-region';
import { createServerDatabase } from '../support/server-database';
import { copyEmptyCluster } from '../support/template-database';

const TAG = '0008_issuance_coverage';

/** A database (embedded, or on the DATABASE_URL server) migrated up to, not including, 0008. */
async function databaseBefore(): Promise<{ handle: DatabaseHandle; dispose: () => Promise<void> }> {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'acap-migrations-'));
  const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS_FOLDER, 'meta/_journal.json'), 'utf8')) as { entries: { tag: string }[] };
  journal.entries = journal.entries.slice(
    0,
    journal.entries.findIndex((entry) => entry.tag === TAG),
  );
  fs.mkdirSync(path.join(folder, 'meta'));
  fs.writeFileSync(path.join(folder, 'meta/_journal.json'), JSON.stringify(journal));
  for (const entry of journal.entries) fs.copyFileSync(path.join(MIGRATIONS_FOLDER, `${entry.tag}.sql`), path.join(folder, `${entry.tag}.sql`));
  const removeFolder = () => fs.rmSync(folder, { recursive: true, force: true });
  if (process.env.DATABASE_URL) {
    const database = await createServerDatabase(process.env.DATABASE_URL, 'acap_test');
    const handle = await openDatabase({ databaseUrl: database.url, dataDir: '.unused' });
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    await migrate(handle.db as never, { migrationsFolder: folder });
    return { handle, dispose: async () => (await handle.close(), await database.drop(), removeFolder()) };
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'acap-test-'));
  copyEmptyCluster(dataDir);
  const handle = await openDatabase({ dataDir });
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  await migrate(handle.db as never, { migrationsFolder: folder });
  return { handle, dispose: async () => (await handle.close(), fs.rmSync(dataDir, { recursive: true, force: true }), removeFolder()) };
}

describe('migration 0008 (decision 024)', () => {
  it('records every earlier issuance as all new, nothing carried, and marks no value carried', async () => {
    const older = await databaseBefore();
    try {
      const { db } = older.handle;
      await seedRegionOnOlderSchema(db);
      const issuance = (id: string, type: string) =>
        db.execute(sql`insert into weather_issuance (id, type, region_key, forecast_date, valid_from, valid_to, date_forecast, date_range, source, updated_by)
          values (${id}, ${type}, 'calabarzon', '2025-08-18', '2025-08-18', '2025-08-27', '08/18/2025', 'Aug 18 - 27, 2025', '{"mode":"encode"}'::jsonb, 'admin')`);
      await issuance('seasonal', 'seasonal');
      await issuance('tenday', 'ten_day');
      await issuance('special', 'special_weather');
      await issuance('empty', 'ten_day');
      await db.execute(sql`insert into seasonal_value (issuance_id, province_psgc, municipality_psgc, month, category) values
        ('seasonal', '0403400000', null, '2025-09-01', 'nda'), ('seasonal', '0403400000', '0403405000', '2025-09-01', 'nda'), ('seasonal', '0401000000', null, '2025-09-01', 'nda')`);
      await db.execute(sql`insert into tenday_value (issuance_id, municipality_psgc, date) values
        ('tenday', '0403405000', '2025-08-19'), ('tenday', '0403405000', '2025-08-18'), ('tenday', '0401007000', '2025-08-18')`);
      await db.execute(sql`insert into special_advisory (issuance_id, active_cyclone) values ('special', true)`);
      await db.execute(
        sql`insert into special_signal (issuance_id, province_psgc, municipality_psgc, signal) values ('special', '0405600000', '0405619000', 'signal_number_2')`,
      );

      await migrateDatabase(older.handle);
      expect((await readMigrationStatus(db)).current).toBe(true);
      const rows = await queryRows<{ id: string; coverage: unknown }>(db, sql`select id, coverage from weather_issuance order by id`);
      const none = { provinces: [], places: [], days: [] };
      expect(rows).toEqual([
        { id: 'empty', coverage: { carriedFrom: null, new: none, carried: none } },
        { id: 'seasonal', coverage: { carriedFrom: null, new: { provinces: ['0401000000', '0403400000'], places: ['0403405000'], days: [] }, carried: none } },
        { id: 'special', coverage: { carriedFrom: null, new: { provinces: ['0405600000'], places: ['0405619000'], days: [] }, carried: none } },
        {
          id: 'tenday',
          coverage: {
            carriedFrom: null,
            new: { provinces: ['0401000000', '0403400000'], places: ['0401007000', '0403405000'], days: ['2025-08-18', '2025-08-19'] },
            carried: none,
          },
        },
      ]);
      const carried = await queryRows<{ n: number }>(
        db,
        sql`select ((select count(*) from seasonal_value where carried) + (select count(*) from tenday_value where carried) + (select count(*) from special_signal where carried))::int as n`,
      );
      expect(carried).toEqual([{ n: 0 }]);
    } finally {
      await older.dispose();
    }
  });
});
