import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { auditLog } from '@/db/schema';
import { writeAudit } from '@/modules/staff/server/audit/write-audit';
import { keyAuditLinks } from '@/modules/staff/server/audit/key-audit-links';
import { makeAuditCheckpoint } from '@/modules/staff/server/audit/make-audit-checkpoint';
import { makeAuditLink } from '@/modules/staff/server/audit/make-audit-link';
import { migrateWithAuditChain } from '@/modules/staff/server/audit/migrate-with-audit-chain';
import { readAuditCheckpoints } from '@/modules/staff/server/audit/read-audit-checkpoints';
import { startAuditCheckpoints } from '@/modules/staff/server/audit/start-audit-checkpoints';
import { verifyAuditChain } from '@/modules/staff/server/audit/verify-audit-chain';
import { toChainedRow, type StoredAuditRow } from '@/modules/staff/rules/audit-chain';
import { writeBackup } from '@/platform/backup/write-backup';
import type { Database } from '@/platform/db/database';
import { queryRows } from '@/platform/db/query-rows';
import { captureLogs, logger } from '@/platform/log/logger';
import { getDatabaseHandle } from '@/platform/startup/portal-database';
import { prepareDatabase } from '@/platform/startup/prepare-database';
import { databaseWithCallers } from '../support/callers';
import { portalDb } from '../support/test-database';

// This file's portal keys its chain (the rest of the suite runs without a key: plain SHA-256 links).
vi.hoisted(() => {
  process.env.ACAP_DATA_KEY = '9f'.repeat(32);
});

databaseWithCallers();

// Drizzle wraps the database's refusal; the trigger's words are in its cause.
const APPEND_ONLY = { cause: expect.objectContaining({ message: expect.stringMatching(/^audit_log is append-only: row \d+ cannot be (changed|deleted)$/) }) };

type Row = StoredAuditRow & { chain_link: string | null };
const rows = async () => queryRows<Row>(await portalDb(), sql`select id, at, actor_id, action, target, summary, chain_link from audit_log order by id`);

const write = async (action: string, target?: string) => (await portalDb()).transaction((tx) => writeAudit(tx, { actor: 'system', action, target }));

/** What someone with the table owner's rights does: turn the guard off, change the trail, turn it on. */
async function pastTheGuard(db: Database, change: () => Promise<unknown>) {
  await db.execute(sql`alter table audit_log disable trigger audit_log_append_only`);
  try {
    await change();
  } finally {
    await db.execute(sql`alter table audit_log enable trigger audit_log_append_only`);
  }
}

// Each attack starts from the trail as the portal wrote it.
let kept: Row[] = [];
async function keepTrail() {
  kept = await rows();
}
afterEach(async () => {
  if (kept.length === 0) return;
  const db = await portalDb();
  await pastTheGuard(db, async () => {
    await db.execute(sql`delete from audit_log`);
    for (const row of kept)
      await db.execute(sql`insert into audit_log (id, at, actor_id, action, target, summary, chain_link)
        values (${row.id}, ${new Date(row.at)}, ${row.actor_id}, ${row.action}, ${row.target}, ${row.summary === null ? null : JSON.stringify(row.summary)}::jsonb, ${row.chain_link})`);
  });
  expect((await verifyAuditChain(db)).broken).toBeNull();
});

const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'acap-audit-chain-'));
afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));

describe('the audit trail', () => {
  it('links every row to the one before it with the data key, and the whole chain checks out', async () => {
    const db = await portalDb();
    await db.transaction((tx) =>
      writeAudit(tx, {
        actor: { id: 'u1' },
        action: 'test.first',
        target: 't1',
        summary: { when: new Date(0), z: 1, a: [1, { b: undefined, c: 'x' }] },
      }),
    );
    const all = await rows();
    expect(all.length).toBeGreaterThan(1);
    expect(all[0]!.action).toBe('audit.personal_data_removed');
    expect(all.every((row) => /^hmac-sha256:[0-9a-f]{64}$/.test(row.chain_link!))).toBe(true);
    expect(await verifyAuditChain(db)).toEqual({ checked: all.length, keyed: true, broken: null });
  });

  it('stays one chain when many transactions write at once', async () => {
    const db = await portalDb();
    await Promise.all(Array.from({ length: 20 }, (_, n) => write('test.concurrent', String(n))));
    const report = await verifyAuditChain(db);
    expect(report.broken).toBeNull();
    expect(report.checked).toBe((await rows()).length);
  });

  it('refuses to change or delete a row: the table is append-only', async () => {
    const db = await portalDb();
    const [first] = await rows();
    await expect(
      db
        .update(auditLog)
        .set({ action: 'test.rewritten' })
        .where(eq(auditLog.id, Number(first!.id))),
    ).rejects.toMatchObject(APPEND_ONLY);
    await expect(db.delete(auditLog).where(eq(auditLog.id, Number(first!.id)))).rejects.toMatchObject(APPEND_ONLY);
    expect((await verifyAuditChain(db)).broken).toBeNull();
  });

  it('names a row edited past the guard, whether left as it is, relinked from it on, or the whole chain relinked with plain SHA-256', async () => {
    await keepTrail();
    const db = await portalDb();
    const all = await rows();
    const victim = all[2]!;
    await pastTheGuard(db, () => db.execute(sql`update audit_log set target = 'someone-else' where id = ${victim.id}`));
    const edited = await verifyAuditChain(db);
    expect(edited.broken).toMatchObject({ row: { id: Number(victim.id), action: victim.action }, reason: expect.stringMatching(/does not match/) });
    expect(edited.checked).toBe(2);

    // Every link from the edited row on made again without the key.
    const relink = async (from: number) => {
      let previous = from === 0 ? null : all[from - 1]!.chain_link;
      for (const row of (await rows()).slice(from)) {
        previous = makeAuditLink(previous, toChainedRow(row), 'sha256');
        await db.execute(sql`update audit_log set chain_link = ${previous} where id = ${row.id}`);
      }
    };
    await pastTheGuard(db, () => relink(2));
    expect((await verifyAuditChain(db)).broken).toMatchObject({
      row: { id: Number(victim.id) },
      reason: expect.stringMatching(/without the key after keyed rows/),
    });

    // The whole chain made again with plain SHA-256, as a chain never keyed would be: a key is set, so no plain link holds.
    await pastTheGuard(db, () => relink(0));
    expect(await verifyAuditChain(db)).toMatchObject({
      checked: 0,
      broken: {
        row: { id: Number(all[0]!.id) },
        reason: expect.stringMatching(/^it is linked with plain SHA-256, which anyone who can write the database can remake/),
      },
    });
  });

  it('never links a row inserted without a link: not at the next write, nor a start or migrate, and names it', async () => {
    await keepTrail();
    const db = await portalDb();
    await db.execute(sql`insert into audit_log (actor_id, action, target) values ('system', 'bulletin.approve', 'forged')`);
    const [forged] = await queryRows<{ id: string }>(db, sql`select id from audit_log where target = 'forged'`);
    await write('test.after_forgery');
    await migrateWithAuditChain(await getDatabaseHandle());
    await prepareDatabase(await getDatabaseHandle());
    await write('test.after_restart');
    expect(await queryRows(db, sql`select id from audit_log where chain_link is null`)).toEqual([{ id: forged!.id }]);
    expect((await verifyAuditChain(db)).broken).toMatchObject({
      row: { id: Number(forged!.id), action: 'bulletin.approve' },
      reason: expect.stringMatching(/no link/),
    });
  });

  it('catches the newest rows removed, against a checkpoint from the log or a backup', async () => {
    await keepTrail();
    const db = await portalDb();
    const lines: string[] = [];
    const release = captureLogs({ write: (line: string) => void lines.push(line) });
    // Checkpoints are info lines, as a portal logs by default (the suite runs at warn).
    const levelBefore = logger.level;
    logger.level = 'info';
    try {
      const stop = await startAuditCheckpoints(db);
      await write('test.newest', 'a');
      await write('test.newest', 'b');
      await stop();
    } finally {
      logger.level = levelBefore;
      release();
    }
    const log = path.join(folder, 'portal.log');
    fs.writeFileSync(log, `${lines.join('')}{"not":"a checkpoint"}\n`);
    const backup = path.join(folder, 'trail.acap.gz');
    await writeBackup(await getDatabaseHandle(), { file: backup, auditCheckpoint: makeAuditCheckpoint });

    const all = await rows();
    const fromLog = await readAuditCheckpoints([log]);
    // One at the start, one at the stop.
    expect(fromLog).toMatchObject({ signed: 2, refused: [], latest: { rows: all.length, lastId: Number(all.at(-1)!.id), head: all.at(-1)!.chain_link } });
    const fromBackup = await readAuditCheckpoints([backup]);
    expect(fromBackup.latest).toMatchObject({ rows: all.length, head: all.at(-1)!.chain_link });
    expect(await verifyAuditChain(db, { checkpoint: fromBackup.latest })).toMatchObject({ broken: null, checked: all.length });

    await pastTheGuard(db, () => db.execute(sql`delete from audit_log where target in ('a', 'b')`));
    // What is left still links up: only the checkpoint shows the loss.
    expect((await verifyAuditChain(db)).broken).toBeNull();
    for (const checkpoint of [fromLog.latest, fromBackup.latest])
      expect((await verifyAuditChain(db, { checkpoint })).broken).toEqual({
        row: null,
        reason: `the trail holds ${all.length - 2} rows, but the checkpoint of ${checkpoint!.at} counted ${all.length} (the newest, row ${all.at(-1)!.id}): the newest rows were removed`,
      });

    // Rows written after the cut make up the number, not the head.
    await write('test.refill', 'c');
    await write('test.refill', 'd');
    expect((await verifyAuditChain(db, { checkpoint: fromLog.latest })).broken).toMatchObject({
      reason: expect.stringMatching(/the trail was rewritten, or rows were removed and others added/),
    });

    // A checkpoint is believed only with its signature.
    fs.writeFileSync(log, `${JSON.stringify({ ...fromLog.latest, rows: 1 })}\n`);
    expect(await readAuditCheckpoints([log])).toEqual({
      latest: null,
      signed: 0,
      refused: [`line 1 of ${log}: its signature does not hold under ACAP_DATA_KEY`],
    });
  });

  it('catches an emptied trail, with a checkpoint or without, and one begun again after', async () => {
    await keepTrail();
    const db = await portalDb();
    const checkpoint = await makeAuditCheckpoint(db);
    await pastTheGuard(db, () => db.execute(sql`delete from audit_log`));
    expect(await verifyAuditChain(db)).toEqual({ checked: 0, keyed: true, broken: { row: null, reason: 'the trail is empty: every row was removed' } });
    expect((await verifyAuditChain(db, { checkpoint })).broken).toMatchObject({ reason: 'the trail is empty: every row was removed' });
    await write('test.begun_again');
    expect((await verifyAuditChain(db)).broken).toMatchObject({
      row: null,
      reason: expect.stringMatching(/lacks the row migration 0018 writes .* emptied and begun again/),
    });
  });

  it('links a trail begun before the key again with it, once and audited, and only a chain that holds', async () => {
    await keepTrail();
    const db = await portalDb();
    // The first rows as a portal without ACAP_DATA_KEY linked them, the later ones keyed after them.
    const all = await rows();
    await pastTheGuard(db, async () => {
      let previous: string | null = null;
      for (const [index, row] of all.entries()) {
        previous = makeAuditLink(previous, toChainedRow(row), index < 3 ? 'sha256' : 'hmac-sha256');
        await db.execute(sql`update audit_log set chain_link = ${previous} where id = ${row.id}`);
      }
    });
    expect((await verifyAuditChain(db)).broken).toMatchObject({ row: { id: Number(all[0]!.id) }, reason: expect.stringMatching(/audit:key-links/) });
    expect(await keyAuditLinks(db)).toEqual({ plain: 3, relinked: all.length });
    const after = await rows();
    expect(after.at(-1)).toMatchObject({ action: 'audit.links_keyed', actor_id: 'console', summary: { plainRows: 3, relinked: all.length } });
    expect(await verifyAuditChain(db)).toEqual({ checked: after.length, keyed: true, broken: null });
    expect(await keyAuditLinks(db)).toEqual({ plain: 0, relinked: 0 });

    // A chain that does not hold is not made to.
    await pastTheGuard(db, () => db.execute(sql`update audit_log set chain_link = ${`sha256:${'0'.repeat(64)}`}, target = 'x' where id = ${after[0]!.id}`));
    await expect(keyAuditLinks(db)).rejects.toThrow(
      /^The audit chain is broken at row \d+ \(audit\.personal_data_removed\): its link does not match.*Nothing was re-linked\.$/,
    );
  });
});
