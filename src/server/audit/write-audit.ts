import 'server-only';
import { sql } from 'drizzle-orm';
import { auditLog } from '@/db/schema';
import type { Queryable } from '@/server/db/database';
import { queryRows } from '@/server/db/query-rows';
import { linkAuditChain } from './link-audit-chain';
import { makeAuditLink } from './make-audit-link';

export interface AuditEntry {
  actor: { id: string | null; email: string | null } | 'system';
  action: string;
  target?: string;
  summary?: Record<string, unknown>;
}

/**
 * Call inside the transaction of the change it records, so both land or neither. The row is the next
 * link of the audit chain (see linkAuditChain): written under the chain's lock, which the transaction
 * holds until it ends.
 */
export async function writeAudit(tx: Queryable, entry: AuditEntry): Promise<void> {
  const actor = entry.actor === 'system' ? { id: null, email: 'system' } : entry.actor;
  const previous = await linkAuditChain(tx);
  const [next] = await queryRows<{ id: string }>(tx, sql`select nextval(pg_get_serial_sequence('audit_log', 'id')) as id`);
  const row = {
    id: Number(next!.id),
    // Milliseconds, as the row reads back: its link is made of the same values a check reads.
    at: new Date(),
    actorId: actor.id,
    actorEmail: actor.email,
    action: entry.action,
    target: entry.target ?? null,
    // As jsonb keeps it: what JSON drops (undefined) is dropped, dates become their text.
    summary: entry.summary === undefined ? null : (JSON.parse(JSON.stringify(entry.summary)) as Record<string, unknown>),
  };
  await tx.insert(auditLog).values({ ...row, chainLink: makeAuditLink(previous, row) });
}
