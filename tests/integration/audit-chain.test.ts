import { eq, sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { auditLog } from '@/db/schema';
import { writeAudit } from '@/modules/staff/server/audit/write-audit';
import { makeAuditLink } from '@/modules/staff/server/audit/make-audit-link';
import { verifyAuditChain } from '@/modules/staff/server/audit/verify-audit-chain';
import { toChainedRow, type StoredAuditRow } from '@/modules/staff/rules/audit-chain';
import { queryRows } from '@/platform/db/query-rows';
import { databaseWithCallers } from '../support/callers';
import { portalDb } from '../support/test-database';

// This file's portal keys its chain (the rest of the suite runs without a key: plain SHA-256 links).
vi.hoisted(() => {
  process.env.ACAP_DATA_KEY = '9f'.repeat(32);
});

databaseWithCallers();

// Drizzle wraps the database's refusal; the trigger's words are in its cause.
const APPEND_ONLY = { cause: expect.objectContaining({ message: expect.stringMatching(/^audit_log is append-only: row \d+ cannot be (changed|deleted)$/) }) };

const rows = async () =>
  queryRows<StoredAuditRow & { chain_link: string }>(
    await portalDb(),
    sql`select id, at, actor_id, action, target, summary, chain_link from audit_log order by id`,
  );

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
    expect(all.every((row) => /^hmac-sha256:[0-9a-f]{64}$/.test(row.chain_link))).toBe(true);
    expect(await verifyAuditChain(db)).toEqual({ checked: all.length, broken: null });
  });

  it('stays one chain when many transactions write at once', async () => {
    const db = await portalDb();
    await Promise.all(
      Array.from({ length: 20 }, (_, n) => db.transaction((tx) => writeAudit(tx, { actor: 'system', action: 'test.concurrent', target: String(n) }))),
    );
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

  it('names the first row that no longer holds, after an edit past the guard, and a link rebuilt without the key', async () => {
    const db = await portalDb();
    const all = await rows();
    const victim = all[2]!;
    // Someone with the table owner's rights turns the guard off and edits a row.
    await db.execute(sql`alter table audit_log disable trigger audit_log_append_only`);
    await db.execute(sql`update audit_log set target = 'someone-else' where id = ${victim.id}`);
    const edited = await verifyAuditChain(db);
    expect(edited.broken).toMatchObject({ id: Number(victim.id), action: victim.action, reason: expect.stringMatching(/does not match/) });
    expect(edited.checked).toBe(2);

    // Rebuilding the link without the key (a plain hash) is caught too.
    const rebuilt = makeAuditLink(all[1]!.chain_link, toChainedRow({ ...victim, target: 'someone-else' }), 'sha256');
    await db.execute(sql`update audit_log set chain_link = ${rebuilt} where id = ${victim.id}`);
    expect((await verifyAuditChain(db)).broken).toMatchObject({ id: Number(victim.id), reason: expect.stringMatching(/without the key after keyed rows/) });

    // A row removed: the next one's link no longer follows.
    await db.execute(sql`update audit_log set target = ${victim.target}, chain_link = ${victim.chain_link} where id = ${victim.id}`);
    await db.execute(sql`delete from audit_log where id = ${all[4]!.id}`);
    await db.execute(sql`alter table audit_log enable trigger audit_log_append_only`);
    expect((await verifyAuditChain(db)).broken).toMatchObject({ id: Number(all[5]!.id) });
  });
});
