import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@/platform/db/database';
import { migrateWithAuditChain } from '@/modules/staff/server/audit/migrate-with-audit-chain';
import { verifyAuditChain } from '@/modules/staff/server/audit/verify-audit-chain';
import { migrateDatabase } from '@/platform/db/migrate-database';
import { MIGRATIONS_FOLDER } from '@/platform/db/migrations-folder';
import { openDatabase } from '@/platform/db/open-database';
import { queryRows } from '@/platform/db/query-rows';
import { readMigrationStatus } from '@/platform/db/read-migration-status';
import { seedRegionOnOlderSchema } from '../support/seed-older-region';
import { createServerDatabase } from '../support/server-database';
import { copyEmptyCluster } from '../support/template-database';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

/** A copy of the migrations folder holding those before `tag` only: a database of an earlier release. */
function migrationsBefore(tag: string): { folder: string; remove: () => void } {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'acap-migrations-'));
  const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS_FOLDER, 'meta/_journal.json'), 'utf8')) as { entries: { tag: string }[] };
  const index = journal.entries.findIndex((entry) => entry.tag === tag);
  expect(index, tag).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, index);
  fs.mkdirSync(path.join(folder, 'meta'));
  fs.writeFileSync(path.join(folder, 'meta/_journal.json'), JSON.stringify(journal));
  for (const entry of journal.entries) fs.copyFileSync(path.join(MIGRATIONS_FOLDER, `${entry.tag}.sql`), path.join(folder, `${entry.tag}.sql`));
  return { folder, remove: () => fs.rmSync(folder, { recursive: true, force: true }) };
}

/** A new database (embedded, or on the DATABASE_URL server) migrated with the migrations of `folder` only. */
async function openOlderDatabase(folder: string): Promise<{ handle: DatabaseHandle; dispose: () => Promise<void> }> {
  if (process.env.DATABASE_URL) {
    const database = await createServerDatabase(process.env.DATABASE_URL, 'acap_test');
    const handle = await openDatabase({ databaseUrl: database.url, dataDir: '.unused' });
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    await migrate(handle.db as never, { migrationsFolder: folder });
    return { handle, dispose: async () => (await handle.close(), await database.drop()) };
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'acap-test-'));
  copyEmptyCluster(dataDir);
  const handle = await openDatabase({ dataDir });
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  await migrate(handle.db as never, { migrationsFolder: folder });
  return { handle, dispose: async () => (await handle.close(), fs.rmSync(dataDir, { recursive: true, force: true })) };
}

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
    const [row] = await queryRows<{ id: number; hash: string; created_at: string }>(
      db,
      sql`select id, hash, created_at from drizzle.__drizzle_migrations order by id desc limit 1`,
    );
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
  // Issue 15: updated_by held the staff member's email; it becomes the one rule and the email moves apart.
  it('drops control characters from text staff can still edit, and leaves published bulletins as they were sent (0014)', async () => {
    const earlier = migrationsBefore('0014_clean_control_characters');
    const older = await openOlderDatabase(earlier.folder);
    try {
      const { db } = older.handle;
      await seedRegionOnOlderSchema(db);
      await db.execute(sql`insert into "user" (id, name, email) values ('u1', ${'Ana\u0007 Cruz'}, 'ana@da.gov.ph'), ('u2', ${'Ben\tReyes'}, 'ben@da.gov.ph')`);
      await db.execute(sql`insert into crop (key, name_en, name_tl, sort_order, stages) values ('rice', ${'Rice\u001B'}, 'Palay', 1, '[]')`);
      const bulletin = (id: string, state: string) =>
        db.execute(sql`insert into bulletin (id, reference, type, owner_id, owner_email, province_psgc, municipality_psgc, crop_key, language, period_from, period_to,
            request, document, content_key, pdf, pdf_size, pdf_sha256, state, sms_text, review_comment)
          values (${id}, ${`REF-${id}`}, 'ten_day', 'u1', 'ana@da.gov.ph', '0403400000', '0403402000', 'rice', 'en', '2026-11-21', '2026-11-30',
            '{}', '{}', ${id}, '\\x00', 1, 'x', ${state}, ${'Signal No. 3\u0007: harvest now.'}, ${'Name the\u000C typhoon.'})`);
      await bulletin('draft', 'draft');
      await bulletin('published', 'published');

      await migrateDatabase(older.handle);
      const rows = (query: ReturnType<typeof sql>) => queryRows<Record<string, string>>(db, query);
      expect(await rows(sql`select name from "user" order by id`)).toEqual([{ name: 'Ana Cruz' }, { name: 'Ben\tReyes' }]);
      expect(await rows(sql`select name_en from crop`)).toEqual([{ name_en: 'Rice' }]);
      expect(await rows(sql`select id, sms_text, review_comment from bulletin order by id`)).toEqual([
        { id: 'draft', sms_text: 'Signal No. 3: harvest now.', review_comment: 'Name the typhoon.' },
        { id: 'published', sms_text: 'Signal No. 3\u0007: harvest now.', review_comment: 'Name the\u000C typhoon.' },
      ]);
    } finally {
      await older.dispose();
      earlier.remove();
    }
  });

  it('takes every email, address, name and browser out of the audit trail, keeping account ids, and remakes the chain (0018)', async () => {
    const earlier = migrationsBefore('0018_audit_without_personal_data');
    const older = await openOlderDatabase(earlier.folder);
    try {
      const { db } = older.handle;
      await db.execute(sql`insert into "user" (id, name, email) values ('u1', 'Ana Cruz', 'ana@da.gov.ph')`);
      // The older portal had linked its rows (0018 clears the links and the portal makes them again).
      const audit = (
        actorId: string | null,
        actorEmail: string,
        action: string,
        target: string | null,
        summary: object | null,
        link: string | null = `sha256:${'2'.repeat(64)}`,
      ) =>
        db.execute(sql`insert into audit_log (actor_id, actor_email, action, target, summary, chain_link)
          values (${actorId}, ${actorEmail}, ${action}, ${target}, ${summary === null ? null : JSON.stringify(summary)}::jsonb, ${link})`);
      await audit(null, 'system', 'region.seed', 'calabarzon', { provinces: 5 }, `sha256:${'0'.repeat(64)}`);
      await audit('u1', 'ana@da.gov.ph', 'profile.update', 'ana@da.gov.ph', { name: { from: 'Ana', to: 'Ana Cruz' } }, `sha256:${'1'.repeat(64)}`);
      await audit(null, 'ana@da.gov.ph', 'auth.sign_in_failed', 'ana@da.gov.ph', { address: '192.0.2.7' });
      await audit(null, 'gone@da.gov.ph', 'auth.sign_in_failed', 'gone@da.gov.ph', { address: '192.0.2.8' });
      await audit('u9', 'left@da.gov.ph', 'user.delete', 'old@da.gov.ph', { name: 'Old Staff', accountLevel: 2 });
      await audit('u1', 'ana@da.gov.ph', 'profile.session_revoke', 'ana@da.gov.ph', { session: 's1', userAgent: 'Mozilla/5.0' });
      await audit(null, 'cli', 'user.create', 'new@da.gov.ph', { accountLevel: 1 });
      await audit('u1', 'ana@da.gov.ph', 'weather.issuance.delete', 'i1', { type: 'ten_day', createdBy: 'ana@da.gov.ph' });
      await audit('u1', 'ana@da.gov.ph', 'weather.issuance.delete', 'i2', { type: 'ten_day', createdBy: 'gone@da.gov.ph' });

      await migrateWithAuditChain(older.handle);
      const rows = await queryRows<Record<string, unknown>>(db, sql`select actor_id, action, target, summary, chain_link from audit_log order by id`);
      expect(rows.map(({ actor_id, action, target, summary }) => [actor_id, action, target, summary])).toEqual([
        ['system', 'region.seed', 'calabarzon', { provinces: 5 }],
        ['u1', 'profile.update', 'u1', { nameChanged: true }],
        [null, 'auth.sign_in_failed', 'u1', {}],
        [null, 'auth.sign_in_failed', null, {}],
        ['u9', 'user.delete', null, { accountLevel: 2 }],
        ['u1', 'profile.session_revoke', 'u1', { session: 's1' }],
        ['console', 'user.create', null, { accountLevel: 1 }],
        ['u1', 'weather.issuance.delete', 'i1', { type: 'ten_day', createdBy: 'u1' }],
        ['u1', 'weather.issuance.delete', 'i2', { type: 'ten_day' }],
        ['system', 'audit.personal_data_removed', null, { rows: 9, migration: '0018_audit_without_personal_data' }],
      ]);
      expect(JSON.stringify(rows)).not.toMatch(/@|192\.0\.2|Ana|Mozilla/);
      // The chain is remade from the rows as they now are, after the migration's own row, and holds.
      expect(rows.every((row) => typeof row.chain_link === 'string' && row.chain_link.startsWith('sha256:'))).toBe(true);
      expect(await verifyAuditChain(db)).toMatchObject({ broken: null, checked: 10 });
    } finally {
      await older.dispose();
      earlier.remove();
    }
  });

  it('links after migrating only the audit rows its migrations wrote: a row inserted unlinked before stays unlinked and is named', async () => {
    const earlier = migrationsBefore('0018_audit_without_personal_data');
    const older = await openOlderDatabase(earlier.folder);
    try {
      const { db } = older.handle;
      await db.execute(sql`insert into audit_log (actor_email, action, chain_link) values ('system', 'region.seed', ${`sha256:${'0'.repeat(64)}`})`);
      // Written around the portal, with no link, hoping the next start or migrate signs it.
      await db.execute(sql`insert into audit_log (actor_id, actor_email, action, target) values ('system', 'system', 'bulletin.approve', 'forged')`);
      await migrateWithAuditChain(older.handle);
      const rows = await queryRows<{ id: string; action: string; chain_link: string | null }>(
        db,
        sql`select id, action, chain_link from audit_log order by id`,
      );
      expect(rows.map((row) => [row.action, row.chain_link === null])).toEqual([
        ['region.seed', false],
        ['bulletin.approve', true],
        ['audit.personal_data_removed', false],
      ]);
      expect((await verifyAuditChain(db)).broken).toMatchObject({
        row: { id: Number(rows[1]!.id) },
        reason: expect.stringMatching(/no link: the portal did not write it/),
      });
      // Nor does a later migrate, once nothing is pending.
      await migrateWithAuditChain(older.handle);
      expect(await queryRows(db, sql`select id from audit_log where chain_link is null`)).toEqual([{ id: rows[1]!.id }]);
    } finally {
      await older.dispose();
      earlier.remove();
    }
  });

  it('gives each farmer the first text of each advisory, none to a second bulletin of it or to a withdrawn one that never left (0025)', async () => {
    const earlier = migrationsBefore('0025_one_remake_one_text_per_advisory');
    const older = await openOlderDatabase(earlier.folder);
    try {
      const { db } = older.handle;
      await seedRegionOnOlderSchema(db);
      await db.execute(sql`insert into "user" (id, name, email) values ('u1', 'Ana', 'ana@da.gov.ph')`);
      await db.execute(sql`insert into crop (key, name_en, name_tl, sort_order, stages) values ('rice', 'Rice', 'Palay', 1, '[]')`);
      const bulletin = (id: string, state: string, document: object) =>
        db.execute(sql`insert into bulletin (id, reference, type, owner_id, owner_email, province_psgc, municipality_psgc, crop_key, language, period_from, period_to,
            request, document, content_key, pdf, pdf_size, pdf_sha256, state)
          values (${id}, ${`REF-${id}`}, 'ten_day', 'u1', 'ana@da.gov.ph', '0403400000', '0403402000', 'rice', 'en', '2026-11-21', '2026-11-30',
            '{}', ${JSON.stringify(document)}::jsonb, ${id}, '\\x00', 1, 'x', ${state})`);
      const outlook = { sources: { issuanceId: 'td-1' }, storm: null };
      await bulletin('first', 'published', outlook);
      await bulletin('racing', 'published', outlook);
      await bulletin('withdrawn', 'withdrawn', { sources: { issuanceId: 'td-2' } });
      await bulletin('signal', 'published', { sources: { issuanceId: 'td-1' }, storm: { issuanceId: 'sw-8' } });
      for (const farmer of ['f1', 'f2'])
        await db.execute(sql`insert into sms_subscriber (id, state, consent_at, consent_method, consent_wording, source)
          values (${farmer}, 'active', now(), 'import', 'Yes', 'MAO Bay')`);
      const text = (id: string, bulletinId: string, subscriberId: string, state: string, minutesAgo: number) =>
        db.execute(sql`insert into sms_message (id, kind, bulletin_id, subscriber_id, parts, gateway, state, queued_at)
          values (${id}, 'bulletin', ${bulletinId}, ${subscriberId}, 1, 'outbox', ${state}, now() - make_interval(mins => ${minutesAgo}))`);
      await text('first-f1', 'first', 'f1', 'sent', 30);
      await text('racing-f1', 'racing', 'f1', 'sent', 29);
      await text('racing-f2', 'racing', 'f2', 'sent', 29);
      await text('withdrawn-f1', 'withdrawn', 'f1', 'failed', 20);
      await text('signal-f1', 'signal', 'f1', 'queued', 10);
      await db.execute(
        sql`insert into sms_message (id, kind, subscriber_id, body, parts, gateway) values ('code-f1', 'code', 'f1', 'Code 123456', 1, 'outbox')`,
      );

      await migrateDatabase(older.handle);
      const keys = await queryRows<{ id: string; advisory_key: string | null }>(db, sql`select id, advisory_key from sms_message order by id`);
      expect(keys).toEqual([
        { id: 'code-f1', advisory_key: null },
        { id: 'first-f1', advisory_key: '0403402000 rice td-1' },
        { id: 'racing-f1', advisory_key: null },
        { id: 'racing-f2', advisory_key: '0403402000 rice td-1' },
        { id: 'signal-f1', advisory_key: '0403402000 rice td-1 sw-8' },
        { id: 'withdrawn-f1', advisory_key: null },
      ]);
      // From now on the ledger refuses a second text of an advisory to a number.
      await expect(db.execute(sql`update sms_message set advisory_key = '0403402000 rice td-1' where id = 'racing-f1'`)).rejects.toThrow();
    } finally {
      await older.dispose();
      earlier.remove();
    }
  });

  it('moves a staff email out of updated_by into author_email, following the source, and keeps system (0007)', async () => {
    const earlier = migrationsBefore('0007_updated_by_one_rule');
    const older = await openOlderDatabase(earlier.folder);
    try {
      const { db } = older.handle;
      await seedRegionOnOlderSchema(db);
      await db.execute(sql`insert into "user" (id, name, email) values ('u1', 'Ana', 'ana@da.gov.ph')`);
      const issuance = (id: string, type: string, source: string, by: string) =>
        db.execute(sql`insert into weather_issuance (id, type, region_key, forecast_date, valid_from, valid_to, date_forecast, date_range, source, updated_by, created_by_user_id)
          values (${id}, ${type}, 'calabarzon', '2025-08-18', '2025-08-18', '2025-08-27', '08/18/2025', 'Aug 18 - 27, 2025', ${source}::jsonb, ${by}, ${by === 'system' ? null : 'u1'})`);
      await issuance('workbook', 'ten_day', '{"mode":"excel","files":["day1.xlsx"]}', 'ana@da.gov.ph');
      await issuance('grid', 'ten_day', '{"mode":"encode"}', 'ana@da.gov.ph');
      await issuance('form', 'special_weather', '{"mode":"encode"}', 'gone@da.gov.ph');
      await issuance('import', 'ten_day', '{"mode":"excel","files":["day2.xlsx"]}', 'system');
      await db.execute(
        sql`insert into weather_common_data (region_key, "group", data, updated_by) values ('calabarzon', 'moon_phases', '[]', 'ana@da.gov.ph'), ('calabarzon', 'wind_speed', '[]', 'system')`,
      );

      await migrateDatabase(older.handle);
      expect((await readMigrationStatus(db)).current).toBe(true);
      const issuances = await queryRows<{ id: string; updated_by: string; author_email: string | null }>(
        db,
        sql`select id, updated_by, author_email from weather_issuance order by id`,
      );
      expect(issuances).toEqual([
        { id: 'form', updated_by: 'admin', author_email: 'gone@da.gov.ph' },
        { id: 'grid', updated_by: 'admin', author_email: 'ana@da.gov.ph' },
        { id: 'import', updated_by: 'system', author_email: null },
        { id: 'workbook', updated_by: 'system', author_email: 'ana@da.gov.ph' },
      ]);
      const common = await queryRows<{ group: string; updated_by: string; author_email: string | null; created_by_user_id: string | null }>(
        db,
        sql`select "group", updated_by, author_email, created_by_user_id from weather_common_data order by "group"`,
      );
      expect(common).toEqual([
        { group: 'moon_phases', updated_by: 'admin', author_email: 'ana@da.gov.ph', created_by_user_id: 'u1' },
        { group: 'wind_speed', updated_by: 'system', author_email: null, created_by_user_id: null },
      ]);
      // From now on the column holds the rule's two values only.
      await expect(db.execute(sql`update weather_issuance set updated_by = 'ana@da.gov.ph' where id = 'grid'`)).rejects.toThrow();
    } finally {
      await older.dispose();
      earlier.remove();
    }
  });
});
