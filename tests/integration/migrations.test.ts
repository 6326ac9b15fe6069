import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateDatabase } from '@/server/db/migrate-database';
import { openDatabase } from '@/server/db/open-database';
import { readMigrationStatus } from '@/server/db/read-migration-status';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.dispose());

describe('migrations', () => {
  it('reports a migrated database as current, and a missing migration by its tag', async () => {
    const status = await readMigrationStatus(database.handle.db);
    expect(status).toMatchObject({ pending: [], unknown: 0, current: true });
    expect(status.applied).toHaveLength(status.expected);

    const last = status.applied.at(-1)!;
    const { db } = database.handle;
    const [row] = (
      (await db.execute(sql`select id, hash, created_at from drizzle.__drizzle_migrations order by id desc limit 1`)) as unknown as {
        rows: { id: number; hash: string; created_at: string }[];
      }
    ).rows;
    await db.execute(sql`delete from drizzle.__drizzle_migrations where id = ${row!.id}`);
    expect(await readMigrationStatus(db)).toMatchObject({ pending: [last], current: false });
    await db.execute(sql`insert into drizzle.__drizzle_migrations (id, hash, created_at) values (${row!.id}, ${row!.hash}, ${row!.created_at})`);
    expect((await readMigrationStatus(db)).current).toBe(true);
  });

  // Instances of a release whose migrations already ran (npm run acap -- migrate) may use a role
  // that cannot change the schema.
  it.skipIf(!process.env.DATABASE_URL)('starts on a migrated database as a role without the right to change the schema', async () => {
    const url = new URL(database.handle.connectionString!);
    const role = `acap_app_${randomUUID().replace(/-/g, '').slice(0, 8)}`;
    const admin = new pg.Client({ connectionString: url.toString() });
    await admin.connect();
    try {
      await admin.query(`create role ${role} login password 'app-password'`);
      await admin.query(`revoke create on database ${url.pathname.slice(1)} from public`);
      await admin.query(`revoke create on schema public from public`);
      await admin.query(`grant usage on schema public, drizzle to ${role}`);
      await admin.query(`grant select, insert, update, delete on all tables in schema public to ${role}`);
      await admin.query(`grant select on all tables in schema drizzle to ${role}`);
      url.username = role;
      url.password = 'app-password';
      const handle = await openDatabase({ databaseUrl: url.toString(), dataDir: '.unused' });
      try {
        await expect(handle.db.execute(sql`create table should_not_exist (id int)`)).rejects.toThrow();
        await expect(migrateDatabase(handle)).resolves.toBeUndefined();
      } finally {
        await handle.close();
      }
    } finally {
      await admin.query(`drop owned by ${role}`).catch(() => undefined);
      await admin.end();
    }
  });
});
