import 'server-only';
import { sql } from 'drizzle-orm';
import type { Queryable } from '@/platform/db/database';
import { queryRows } from '@/platform/db/query-rows';

// One lock for every writer of the trail, on every instance: each row's link needs the one before it.
const AUDIT_CHAIN_LOCK = 4_604_003_117;

/**
 * Takes the audit chain's lock for the rest of the transaction and answers the newest link, which the
 * caller's new row follows. A row without a link is never linked here: the portal did not write it
 * (see linkMigratedAuditRows for the rows its own migrations write), and the check names it.
 */
export async function lockAuditChain(tx: Queryable): Promise<string | null> {
  await tx.execute(sql`select pg_advisory_xact_lock(${AUDIT_CHAIN_LOCK})`);
  const [last] = await queryRows<{ chain_link: string }>(tx, sql`select chain_link from audit_log where chain_link is not null order by id desc limit 1`);
  return last?.chain_link ?? null;
}
