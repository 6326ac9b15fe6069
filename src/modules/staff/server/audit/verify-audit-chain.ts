import 'server-only';
import { sql } from 'drizzle-orm';
import { parseAuditLink, toChainedRow, type StoredAuditRow } from '@/modules/staff/rules/audit-chain';
import type { Queryable } from '@/platform/db/database';
import { queryRows } from '@/platform/db/query-rows';
import { getEnv } from '@/platform/env/get-env';
import { makeAuditLink } from './make-audit-link';

export interface AuditChainReport {
  /** Rows whose link was made again and matched. */
  checked: number;
  /** The first row that does not hold: every row from it on is suspect. */
  broken: { id: number; at: Date; action: string; reason: string } | null;
}

const PAGE = 1000;

/**
 * Walks the audit trail in id order, making each row's link again from the previous link and the row
 * as stored, and names the first row that does not match: a row edited, removed (the next row's link no
 * longer follows), inserted without a link, or linked with a plain hash after keyed ones.
 */
export async function verifyAuditChain(db: Queryable): Promise<AuditChainReport> {
  const key = getEnv().ACAP_DATA_KEY;
  let previous: string | null = null;
  let keyed = false;
  let checked = 0;
  let after = 0;
  for (;;) {
    const rows = await queryRows<StoredAuditRow & { chain_link: string | null }>(
      db,
      sql`select id, at, actor_id, action, target, summary, chain_link from audit_log where id > ${after} order by id limit ${PAGE}`,
    );
    for (const stored of rows) {
      const row = toChainedRow(stored);
      const fail = (reason: string): AuditChainReport => ({ checked, broken: { id: row.id, at: row.at, action: row.action, reason } });
      const link = stored.chain_link ? parseAuditLink(stored.chain_link) : null;
      if (!link) return fail(stored.chain_link ? 'its link is not one the portal makes' : 'it has no link: it was written around the portal');
      if (link.algorithm === 'hmac-sha256' && !key) return fail('it is linked with ACAP_DATA_KEY, which is not set here: set it to check the chain');
      if (keyed && link.algorithm === 'sha256') return fail('it is linked without the key after keyed rows');
      keyed ||= link.algorithm === 'hmac-sha256';
      if (makeAuditLink(previous, row, link.algorithm) !== stored.chain_link)
        return fail('its link does not match: the row, or one before it, was changed or removed');
      previous = stored.chain_link;
      checked += 1;
    }
    if (rows.length < PAGE) return { checked, broken: null };
    after = Number(rows.at(-1)!.id);
  }
}
