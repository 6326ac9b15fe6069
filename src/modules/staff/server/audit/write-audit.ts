import 'server-only';
import { sql } from 'drizzle-orm';
import { auditLog } from '@/db/schema';
import type { Queryable } from '@/platform/db/database';
import { queryRows } from '@/platform/db/query-rows';
import { lockAuditChain } from './lock-audit-chain';
import { makeAuditLink } from './make-audit-link';

/** The actor ids of changes the portal makes itself (seeds, automatic loads) and of the server's console (`npm run acap`); staff ids are never these words. */
export const SYSTEM_ACTOR_ID = 'system';
export const CONSOLE_ACTOR_ID = 'console';

export interface AuditEntry {
  /**
   * A staff account by its id only: the trail holds no personal data (no email, name, address or phone
   * number), so erasing a person never touches a record. `console` is someone at the server's command
   * line; `unknown` is a failed sign-in.
   */
  actor: { id: string } | 'system' | 'console' | 'unknown';
  action: string;
  target?: string;
  summary?: Record<string, unknown>;
}

/**
 * Call inside the transaction of the change it records, so both land or neither. The row is the next
 * link of the audit chain (see lockAuditChain): written under the chain's lock, which the transaction
 * holds until it ends.
 */
export async function writeAudit(tx: Queryable, entry: AuditEntry): Promise<void> {
  const actorId = entry.actor === 'system' ? SYSTEM_ACTOR_ID : entry.actor === 'console' ? CONSOLE_ACTOR_ID : entry.actor === 'unknown' ? null : entry.actor.id;
  const previous = await lockAuditChain(tx);
  const [next] = await queryRows<{ id: string }>(tx, sql`select nextval(pg_get_serial_sequence('audit_log', 'id')) as id`);
  const row = {
    id: Number(next!.id),
    // Milliseconds, as the row reads back: its link is made of the same values a check reads.
    at: new Date(),
    actorId,
    action: entry.action,
    target: entry.target ?? null,
    // As jsonb keeps it: what JSON drops (undefined) is dropped, dates become their text.
    summary: entry.summary === undefined ? null : (JSON.parse(JSON.stringify(entry.summary)) as Record<string, unknown>),
  };
  await tx.insert(auditLog).values({ ...row, chainLink: makeAuditLink(previous, row) });
}
