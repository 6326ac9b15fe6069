import 'server-only';
import { sql } from 'drizzle-orm';
import { parseAuditLink, toChainedRow, type AuditCheckpoint, type ChainedAuditRow, type StoredAuditRow } from '@/modules/staff/rules/audit-chain';
import type { Queryable } from '@/platform/db/database';
import { queryRows } from '@/platform/db/query-rows';
import { getEnv } from '@/platform/env/get-env';
import { makeAuditLink } from './make-audit-link';

export interface AuditChainReport {
  /** Rows whose link was made again and matched. */
  checked: number;
  /** Linked with ACAP_DATA_KEY; without it the links are plain SHA-256, which anyone who can write the database can remake. */
  keyed: boolean;
  /** What does not hold: the first row that does not (every row from it on is suspect), or the trail as a whole. */
  broken: { reason: string; row: Pick<ChainedAuditRow, 'id' | 'at' | 'action'> | null } | null;
}

const PAGE = 1000;

// Migration 0018 begins every chain (a new database's first row, an older one's chain remade after it):
// a trail without it was emptied, and perhaps begun again.
const CHAIN_START = 'audit.personal_data_removed';

/**
 * Walks the audit trail in id order, making each row's link again from the previous link and the row
 * as stored, and names the first row that does not match: a row edited, removed (the next row's link no
 * longer follows), inserted without a link, or linked with a plain hash while a key is set (only
 * `plainBeforeKeyed`, for audit:key-links, lets plain rows before the first keyed one be checked as
 * plain). Against a `checkpoint` (the head the portal signed, from its log or a backup) it also finds
 * the newest rows removed.
 */
export async function verifyAuditChain(
  db: Queryable,
  options: { checkpoint?: AuditCheckpoint | null; plainBeforeKeyed?: boolean } = {},
): Promise<AuditChainReport> {
  const { checkpoint = null, plainBeforeKeyed = false } = options;
  const keyed = Boolean(getEnv().ACAP_DATA_KEY);
  let keyedSeen = false;
  let previous: string | null = null;
  let checked = 0;
  let started = false;
  let after = 0;
  const report = (broken: AuditChainReport['broken']): AuditChainReport => ({ checked, keyed, broken });
  for (;;) {
    const rows = await queryRows<StoredAuditRow & { chain_link: string | null }>(
      db,
      sql`select id, at, actor_id, action, target, summary, chain_link from audit_log where id > ${after} order by id limit ${PAGE}`,
    );
    for (const stored of rows) {
      const row = toChainedRow(stored);
      const fail = (reason: string) => report({ reason, row: { id: row.id, at: row.at, action: row.action } });
      const link = stored.chain_link ? parseAuditLink(stored.chain_link) : null;
      if (!stored.chain_link) return fail('it has no link: the portal did not write it (it was inserted around the portal)');
      if (!link) return fail('its link is not one the portal makes');
      if (link.algorithm === 'hmac-sha256' && !keyed) return fail('it is linked with ACAP_DATA_KEY, which is not set here: set it to check the chain');
      if (link.algorithm === 'sha256' && keyed && keyedSeen) return fail('it is linked without the key after keyed rows');
      if (link.algorithm === 'sha256' && keyed && !plainBeforeKeyed)
        return fail(
          'it is linked with plain SHA-256, which anyone who can write the database can remake. If the plain rows were written before ACAP_DATA_KEY was set, check them and run `npm run acap -- audit:key-links` once',
        );
      if (makeAuditLink(previous, row, link.algorithm) !== stored.chain_link)
        return fail('its link does not match: the row, or one before it, was changed or removed');
      if (checked + 1 === checkpoint?.rows && (row.id !== checkpoint.lastId || stored.chain_link !== checkpoint.head))
        return fail(
          `the checkpoint of ${checkpoint.at} says row ${checkpoint.rows} of the trail is row ${checkpoint.lastId} with another link: the trail was rewritten, or rows were removed and others added`,
        );
      keyedSeen ||= link.algorithm === 'hmac-sha256';
      started ||= row.action === CHAIN_START && row.actorId === 'system';
      previous = stored.chain_link;
      checked += 1;
    }
    if (rows.length < PAGE) break;
    after = Number(rows.at(-1)!.id);
  }
  if (checked === 0) return report({ reason: 'the trail is empty: every row was removed', row: null });
  if (checkpoint && checked < checkpoint.rows)
    return report({
      reason: `the trail holds ${checked} rows, but the checkpoint of ${checkpoint.at} counted ${checkpoint.rows} (the newest, row ${checkpoint.lastId}): the newest rows were removed`,
      row: null,
    });
  if (!started)
    return report({
      reason: `the trail lacks the row migration 0018 writes (${CHAIN_START}), which begins every chain: it was emptied and begun again`,
      row: null,
    });
  return report(null);
}
