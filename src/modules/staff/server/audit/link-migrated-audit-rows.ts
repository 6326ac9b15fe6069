import 'server-only';
import { sql } from 'drizzle-orm';
import { toChainedRow, type StoredAuditRow } from '@/modules/staff/rules/audit-chain';
import type { Queryable } from '@/platform/db/database';
import { queryRows } from '@/platform/db/query-rows';
import { lockAuditChain } from './lock-audit-chain';
import { makeAuditLink } from './make-audit-link';

/**
 * Links, in id order, the rows the migrations just applied wrote or unlinked (0018 remakes the chain
 * after a row of its own): every unlinked row but those that were already unlinked before them
 * (`unlinkedBefore`), which nobody can say the portal wrote and which the check goes on naming.
 */
export async function linkMigratedAuditRows(db: Queryable, unlinkedBefore: readonly number[]): Promise<number> {
  return db.transaction(async (tx) => {
    let previous = await lockAuditChain(tx);
    const rows = await queryRows<StoredAuditRow>(tx, sql`select id, at, actor_id, action, target, summary from audit_log where chain_link is null order by id`);
    const skipped = new Set(unlinkedBefore);
    let linked = 0;
    for (const row of rows.filter((stored) => !skipped.has(Number(stored.id)))) {
      previous = makeAuditLink(previous, toChainedRow(row));
      await tx.execute(sql`update audit_log set chain_link = ${previous} where id = ${row.id}`);
      linked += 1;
    }
    return linked;
  });
}
