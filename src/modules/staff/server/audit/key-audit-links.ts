import 'server-only';
import { sql } from 'drizzle-orm';
import { parseAuditLink, toChainedRow, type StoredAuditRow } from '@/modules/staff/rules/audit-chain';
import type { Queryable } from '@/platform/db/database';
import { queryRows } from '@/platform/db/query-rows';
import { getEnv } from '@/platform/env/get-env';
import { AppError } from '@/platform/errors/app-error';
import { lockAuditChain } from './lock-audit-chain';
import { makeAuditLink } from './make-audit-link';
import { verifyAuditChain } from './verify-audit-chain';
import { writeAudit } from './write-audit';

const PAGE = 1000;

/**
 * Once, by an operator, after ACAP_DATA_KEY is first set: links the whole trail again with the key,
 * where its oldest rows were linked with plain SHA-256 before the key existed. Only a chain that holds
 * as it is (plain rows, then keyed ones) is re-linked; the trail then records the step, with how many
 * rows were plain and the last plain link. Answers 0 rows when every link is keyed already.
 */
export async function keyAuditLinks(db: Queryable): Promise<{ plain: number; relinked: number }> {
  if (!getEnv().ACAP_DATA_KEY) throw new AppError('BAD_REQUEST', 'Set ACAP_DATA_KEY first: audit:key-links links the trail with it.');
  return db.transaction(async (tx) => {
    await lockAuditChain(tx);
    const report = await verifyAuditChain(tx, { plainBeforeKeyed: true });
    if (report.broken) {
      const where = report.broken.row ? ` at row ${report.broken.row.id} (${report.broken.row.action})` : '';
      throw new AppError('CONFLICT', `The audit chain is broken${where}: ${report.broken.reason}. Nothing was re-linked.`);
    }
    // Plain links are only ever the oldest rows: the first row says whether there are any.
    const [first] = await queryRows<{ chain_link: string }>(tx, sql`select chain_link from audit_log order by id limit 1`);
    if (parseAuditLink(first!.chain_link)?.algorithm !== 'sha256') return { plain: 0, relinked: 0 };
    let previous: string | null = null;
    let plain = 0;
    let plainHead: string | null = null;
    let relinked = 0;
    // The append-only guard refuses to change a linked row: it is off for this transaction only.
    await tx.execute(sql`alter table audit_log disable trigger audit_log_append_only`);
    for (let after = 0; ;) {
      const rows = await queryRows<StoredAuditRow & { chain_link: string }>(
        tx,
        sql`select id, at, actor_id, action, target, summary, chain_link from audit_log where id > ${after} order by id limit ${PAGE}`,
      );
      for (const stored of rows) {
        if (parseAuditLink(stored.chain_link)?.algorithm === 'sha256') [plain, plainHead] = [plain + 1, stored.chain_link];
        previous = makeAuditLink(previous, toChainedRow(stored), 'hmac-sha256');
        await tx.execute(sql`update audit_log set chain_link = ${previous} where id = ${stored.id}`);
        relinked += 1;
      }
      if (rows.length < PAGE) break;
      after = Number(rows.at(-1)!.id);
    }
    await tx.execute(sql`alter table audit_log enable trigger audit_log_append_only`);
    await writeAudit(tx, { actor: 'console', action: 'audit.links_keyed', summary: { plainRows: plain, relinked, plainHead } });
    return { plain, relinked };
  });
}
