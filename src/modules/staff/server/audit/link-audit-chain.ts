import 'server-only';
import { sql } from 'drizzle-orm';
import { toChainedRow, type StoredAuditRow } from '@/modules/staff/rules/audit-chain';
import type { Queryable } from '@/platform/db/database';
import { queryRows } from '@/platform/db/query-rows';
import { makeAuditLink } from './make-audit-link';

// One lock for every writer of the trail, on every instance: each row's link needs the one before it.
const AUDIT_CHAIN_LOCK = 4_604_003_117;

/**
 * Takes the audit chain's lock for the rest of the transaction, links any rows written before the chain
 * began (in id order), and answers the newest link, which the caller's new row follows.
 */
export async function linkAuditChain(tx: Queryable): Promise<string | null> {
  await tx.execute(sql`select pg_advisory_xact_lock(${AUDIT_CHAIN_LOCK})`);
  const [last] = await queryRows<{ chain_link: string }>(tx, sql`select chain_link from audit_log where chain_link is not null order by id desc limit 1`);
  let previous = last?.chain_link ?? null;
  const unlinked = await queryRows<StoredAuditRow>(
    tx,
    sql`select id, at, actor_id, action, target, summary from audit_log where chain_link is null order by id`,
  );
  for (const row of unlinked) {
    previous = makeAuditLink(previous, toChainedRow(row));
    await tx.execute(sql`update audit_log set chain_link = ${previous} where id = ${row.id}`);
  }
  return previous;
}
